/** A JSON POST to our API in the page's language; answers the envelope, or a network failure marker. */
export interface ApiAnswer<T> {
  status: boolean;
  message: string;
  code?: string;
  data?: T;
  isExpired?: boolean;
}

export async function postJson<T>(path: string, body: unknown, locale: string): Promise<ApiAnswer<T> | null> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-locale": locale },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    return (await response.json()) as ApiAnswer<T>;
  } catch {
    return null;
  }
}
