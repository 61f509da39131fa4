import type { ReactNode } from 'react';
import { Box, Paper, Text } from '@mantine/core';

interface PhoneMockProps {
  step: number;
  caption: string;
  children: ReactNode;
}

/**
 * A drawn "screenshot": a phone-shaped Paper with a caption. The drawing is decorative
 * (aria-hidden); the figcaption carries the meaning for screen readers.
 */
export function PhoneMock({ step, caption, children }: PhoneMockProps) {
  return (
    <Box component="figure" m={0}>
      <Paper
        aria-hidden
        withBorder
        radius="lg"
        p={6}
        mx="auto"
        maw={150}
        bg="dark.7"
        style={{ aspectRatio: '9 / 16' }}
      >
        <Box
          h="100%"
          p={8}
          bg="white"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            position: 'relative',
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            gap: 6,
          }}
        >
          {children}
        </Box>
      </Paper>
      <Text component="figcaption" size="sm" ta="center" mt="xs">
        {step}. {caption}
      </Text>
    </Box>
  );
}

/** A grey placeholder bar standing for a text field or a line of text. */
export function MockBar({ w = '100%', h = 10, color = 'gray.2' }: { w?: string; h?: number; color?: string }) {
  return <Box w={w} h={h} bg={color} style={{ borderRadius: 4 }} />;
}

/** A small labelled block standing for a button or a menu row. */
export function MockLabel({ children, bg = 'gray.1', c = 'dark.6' }: { children: ReactNode; bg?: string; c?: string }) {
  return (
    <Box bg={bg} px={6} py={4} style={{ borderRadius: 4 }}>
      <Text c={c} fz={9} fw={600} lh={1.2}>
        {children}
      </Text>
    </Box>
  );
}
