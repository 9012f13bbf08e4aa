// The example ships without node_modules; these shims let `tsc --noEmit` check our own code.
declare module 'axios' {
  interface AxiosResponse<T> {
    data: T;
    status: number;
  }
  interface AxiosInstance {
    get<T = unknown>(url: string, config?: { params?: Record<string, unknown> }): Promise<AxiosResponse<T>>;
    post<T = unknown>(url: string, data?: unknown): Promise<AxiosResponse<T>>;
  }
  const axios: AxiosInstance & { create(config: { baseURL: string; headers?: Record<string, string> }): AxiosInstance };
  export default axios;
}

declare const process: { env: Record<string, string | undefined> };
