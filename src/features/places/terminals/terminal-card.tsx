import { Anchor, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DirectoryTerminal } from '@contract/places';
import classes from '../components/places-layout.module.css';
import { PlaceActions } from '../components/place-actions';
import type { PlaceCardProps } from '../components/place-directory';

/**
 * One terminal: choosing its name shows it on the map; phone and e-mail open the dialler or mail
 * app; directions open the map app at its point; its address can be copied.
 */
export function TerminalCard({ item: terminal, selected, onChoose }: PlaceCardProps<DirectoryTerminal>) {
  return (
    <Card component="li" withBorder padding="sm" className={selected ? classes.selected : undefined}>
      <UnstyledButton className={classes.choice} aria-pressed={selected} onClick={() => onChoose(terminal)}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Image src={terminal.logo} alt="" w={44} h={44} fit="contain" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text component="span" fw={700}>{terminal.terminalName}</Text>
            <Text component="span" size="sm" c="dimmed">{terminal.address}</Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <Stack gap={2} mt="xs" pl={58} className={classes.contact}>
        <Anchor size="sm" href={`tel:${terminal.phoneNumber}`}>{terminal.phoneNumber}</Anchor>
        <Anchor size="sm" href={`mailto:${terminal.email}`}>{terminal.email}</Anchor>
        <PlaceActions name={terminal.terminalName} destination={terminal} />
      </Stack>
    </Card>
  );
}
