export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call to the cms, with the bearer token of a signed-in user when given. */
export async function api<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON answers (files, HTML) stay as text.
  }
  return { status: response.status, body, headers: response.headers };
}

export async function signIn(baseUrl: string, identifier: string, password: string): Promise<string> {
  const response = await api<{ jwt: string }>(baseUrl, "POST", "/api/auth/local", { body: { identifier, password } });
  if (response.status !== 200) {
    throw new Error(`Sign-in of ${identifier} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.jwt;
}
