import { useMutation } from '@tanstack/react-query';
import { Button, Stack, Text } from '@mantine/core';
import type { WalletOwner } from '@/entities/wallet/owner';
import { fetchStatement, type SavedFile } from '../api/statement';
import { walletFailureText } from '../wallet-failure';

/** Hands a file to the browser to save, as a link with `download` would. */
function save({ blob, fileName }: SavedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Download statement (CSV)': every entry of the wallet with its balance after, times in Lagos, for a spreadsheet. */
export function StatementDownload({ owner }: { owner: WalletOwner }) {
  const download = useMutation({ mutationKey: ['wallet', 'statement'], mutationFn: () => fetchStatement(owner), onSuccess: save, networkMode: 'always' });
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="light" size="xs" onClick={() => download.mutate()} loading={download.isPending}>Download statement (CSV)</Button>
      {download.isError ? <Text size="sm" c="red.9" role="alert">{walletFailureText(download.error)}</Text> : null}
    </Stack>
  );
}
