import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { billersQueryOptions, type BillerCategory } from './api/get-billers';
import { paymentItemsQueryOptions } from './api/get-payment-items';

/**
 * A biller of a category (electricity 1, TV 2) and one of its plans, as the electricity and TV
 * panels choose them: choosing another biller forgets the plan, whose list is that biller's.
 */
export function useBillerChoice(category: BillerCategory) {
  const [billerId, setBillerId] = useState('');
  const [code, setCode] = useState('');
  const billers = useQuery(billersQueryOptions(category));
  const biller = billers.data?.find((b) => String(b.billerid) === billerId) ?? null;
  const items = useQuery({ ...paymentItemsQueryOptions(biller?.billerid ?? 0), enabled: biller !== null });
  const item = items.data?.find((i) => i.paymentCode === code) ?? null;
  const chooseBiller = (id: string) => {
    setBillerId(id);
    setCode('');
  };
  return { billers, billerId, biller, chooseBiller, items, code, setCode, item };
}
