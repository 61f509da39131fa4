// The stylesheets of Mantine's overlays: modals, drawers, menus, popovers and the dropdowns of
// selects (the toasts have their own: src/ui/toast-styles.ts). Each component that opens one
// imports this, so their CSS (~4 KB gzip) comes with the first overlay a traveller opens, not with
// the first paint (src/app/mantine-styles.ts).
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
