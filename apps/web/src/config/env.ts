/** The web app's configuration: only VITE_* variables, read here and nowhere else. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
} as const;
