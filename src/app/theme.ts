import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The company's green, from light to dark; index 7 is the brand colour #0b6b3a. */
const freely: MantineColorsTuple = [
  '#e8f7ee', '#d2ecdc', '#a5d8b9', '#74c393', '#4cb174', '#33a661', '#1f8a4c', '#0b6b3a', '#055c30', '#004b25',
];
const amber: MantineColorsTuple = [
  '#fff6e1', '#ffebcc', '#fed59b', '#fdbd64', '#fca938', '#f5a524', '#e58f0a', '#cc7e00', '#b56f00', '#8a5300',
];

export const theme = createTheme({
  primaryColor: 'freely',
  primaryShade: 7,
  colors: { freely, amber },
  // System fonts: no web-font download on 3G.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.6rem, 5vw, 2.25rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.25rem, 3.6vw, 1.6rem)', lineHeight: '1.3' },
      h3: { fontSize: '1.15rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Plain objects, not Component.extend(): the theme is on the first load, the components are not.
  components: {
    // A notification's text is gray.6 by default, below 4.5:1 on white: the dimmed grey instead.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // Mantine's close buttons have no name of their own.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // A dialog's <header> inside role="dialog" reads as a second banner landmark beside the page's.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * Mantine's dimmed grey (gray.6, 3.3:1 on white) and placeholder grey (gray.5) are below the
 * 4.5:1 small text needs (WCAG AA); gray.7 still reads as secondary and passes (7.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // Error text at red.9 (5.5:1) rather than red.6 (3.3:1).
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-placeholder': t.colors.gray[7]!, '--mantine-color-error': t.colors.red[9]! },
  dark: {},
});
