import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import { ONBOARDING_MESSAGES } from '@contract/onboarding-messages';
import { announce } from '../auth/notice';
import { failureText } from '../auth/failure-text';
import { useRemovePhoto } from './api/remove-photo';
import { useUploadPhoto } from './api/upload-photo';
import { photoProblem } from './profile-values';

const OFFLINE_PHOTO = 'You are offline. Changing your photo needs a connection.';

/** The profile picture (the default one when there is none), upload and remove (spec 1 §5: gif, png or jpeg only). */
export function PhotoCard({ photo, customerId }: { photo: string; customerId: number }) {
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | null) => {
    if (!file) return;
    const local = photoProblem(file);
    setProblem(local);
    if (local) return;
    upload.mutate(file, {
      onSuccess: () => announce(ONBOARDING_MESSAGES.photoUploaded),
      onError: (error) => setProblem(failureText(error, OFFLINE_PHOTO)),
    });
  };

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar src={photo || null} alt="Your profile picture" size={96} radius={48} color="freely" />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif" disabled={busy}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {photo ? 'Change photo' : 'Upload photo'}
              </Button>
            )}
          </FileButton>
          {photo ? (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              disabled={busy}
              onClick={() => {
                setProblem(null);
                remove.mutate(customerId, {
                  onSuccess: () => announce(ONBOARDING_MESSAGES.photoRemoved),
                  onError: (error) => setProblem(failureText(error, OFFLINE_PHOTO)),
                });
              }}
            >
              Remove photo
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">GIF, PNG or JPEG, up to 2 MB.</Text>
        {problem ? <Text size="sm" c="red" role="alert">{problem}</Text> : null}
      </Stack>
    </Group>
  );
}
