// The stylesheet of Mantine's Notification, for the shell's toasts: they come without the rest of
// the overlays' styles and code (src/ui/overlay-styles.ts), which only a modal, drawer or menu needs.
import '@mantine/core/styles/Notification.css';
