import { queryOptions } from '@tanstack/react-query';
import { HIRE_GATEWAY_LIST } from '@contract/hire';
import { gatewayListQueryOptions } from '@/entities/payment/gateway-list';
import { hireGatewayChoices } from '../gateways';

/** Gateway list 2 as the hire offers it: the card and a bank transfer (../gateways.ts). */
export const hireGatewaysQueryOptions = () => queryOptions({ ...gatewayListQueryOptions(HIRE_GATEWAY_LIST), select: hireGatewayChoices });
