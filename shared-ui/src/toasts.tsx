import { ToastContainer } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOAST_LIMIT = 3;

/** Alt+T moves focus to the toasts (react-toastify's hotKeys). */
const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} hotKeys={altT} newestOnTop />;
}
