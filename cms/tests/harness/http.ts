export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A call to the cms, JSON or a form, with the bearer token of a signed-in user when given. */
export async function api<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  // A form goes as it is: fetch gives it its multipart Content-Type.
  const json = options.body !== undefined && !(options.body instanceof FormData);
  if (json) headers["Content-Type"] = "application/json";
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: json ? JSON.stringify(options.body) : (options.body as FormData | undefined),
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

/** Signs an account in to the back-office API and answers its bearer token. */
export async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await api<{ jwt: string }>(baseUrl, "POST", "/api/auth/local", {
    body: { identifier: account.email, password: account.password },
  });
  if (response.status !== 200) {
    throw new Error(`Sign-in of ${account.email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.jwt;
}
