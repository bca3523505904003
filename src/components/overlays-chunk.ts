// The dialogs' code, loaded when a dialog first opens (see deferred-overlays.tsx).
// eslint-disable-next-line no-restricted-imports -- the one place that loads them
export { Drawer, Modal } from '@mantine/core';
