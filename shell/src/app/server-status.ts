import { createContext, useContext } from 'react';

/** Only while rendering on the server: where a screen writes the HTTP status it stands for (the 404 page: 404). */
export const ServerStatus = createContext<{ status: number } | null>(null);

/** Sets the response's status when this screen is rendered on the server; does nothing in the browser. */
export function useServerStatus(status: number) {
  const response = useContext(ServerStatus);
  if (response) response.status = status;
}
