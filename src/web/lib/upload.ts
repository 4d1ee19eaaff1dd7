import { activeLocale } from '../../shared/i18n/active-locale';
import { PAGE_LANGUAGE_HEADER } from '../../shared/i18n/language-cookie';
import { pathOf, type Endpoint, type RequestOf, type ResponseOf } from '../../shared/contract/endpoint';
import type { Route } from '../../shared/contract/routes';
import { errorMessages } from '../../shared/messages/common';
import type { ErrorResponse } from '../../shared/schemas/common';
import { ApiError, toFormData } from './api';

/**
 * Sends a multipart endpoint's request as `call` does, telling how much of the body has gone (0 to 1):
 * fetch cannot report an upload's progress, XMLHttpRequest can. Failures are the same ApiError.
 */
export function upload<E extends Endpoint>(
  endpoint: Route<E>,
  request: RequestOf<E>,
  onProgress: (sent: number) => void,
): Promise<ResponseOf<E>> {
  const { params, body, files } = request as {
    params?: Record<string, unknown>;
    body?: Record<string, unknown>;
    files?: Record<string, Blob | null | undefined>;
  };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, pathOf(endpoint.path, params));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(PAGE_LANGUAGE_HEADER, activeLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, errorMessages.network));
    xhr.onload = () => {
      const answer = (() => {
        try {
          return xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
        } catch {
          return undefined;
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answer as ResponseOf<E>);
      const error = answer as ErrorResponse | undefined;
      reject(new ApiError(xhr.status, error?.error ?? errorMessages.generic, error?.fields));
    };
    xhr.send(toFormData(body ?? {}, files ?? {}));
  });
}
