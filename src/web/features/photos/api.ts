import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPhoto, OwnPhoto, PhotoStatus } from '../../../shared/schemas/member';
import { ApiError, apiDelete, apiPost } from '../../api/client';
import { usePagedGet } from '../../api/paged';
import { clearToken, getToken } from '../../auth/session';
import { useReviewItem } from '../staff/reviewApi';

/** Query keys of the photos feature (the member's own photos live inside GET /api/user/me). */
export const photoKeys = {
  me: ['user', 'me'] as const,
  adminAll: ['admin', 'photos'] as const,
  admin: (status: PhotoStatus, page: number) => ['admin', 'photos', status, page] as const,
};

type PhotosAnswer = { message: string; photos: OwnPhoto[] };

/**
 * POST /api/user/photos as multipart with upload progress (0..1) through XMLHttpRequest (fetch has no
 * upload progress). Same rules as api(): bearer token; 401/403 signs out (SPEC §4); failures throw ApiError.
 */
export function uploadPhotoRequest(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PhotosAnswer> {
  return uploadFileRequest<PhotosAnswer>('/api/user/photos', 'photo', file, onProgress);
}

/**
 * POST `url` with one file in the multipart field `field` (photos, the horoscope chart), with upload
 * progress (0..1); the same rules as uploadPhotoRequest. Resolves with the answer's JSON.
 */
export function uploadFileRequest<T>(
  url: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError('Network error: please check your connection and try again', 0));
    xhr.onload = () => {
      let data: {
        success?: boolean;
        message?: string;
        errors?: Record<string, string>;
      } = {};
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON (e.g. a proxy page) */
      }
      if ((xhr.status === 401 || xhr.status === 403) && token) {
        clearToken();
        window.location.replace('/');
        reject(new ApiError(data.message ?? 'Please sign in to continue', xhr.status));
        return;
      }
      if (xhr.status >= 400 || data.success === false) {
        reject(new ApiError(data.message || 'Something went wrong', xhr.status, data.errors ?? {}));
        return;
      }
      resolve(data as T);
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

/** Writes a fresh photo list into the cached GET /api/user/me answer, then refetches it (completeness). */
function usePhotosIntoMe() {
  const qc = useQueryClient();
  return (photos: OwnPhoto[]) => {
    qc.setQueryData(photoKeys.me, (old: Record<string, unknown> | undefined) =>
      old ? { ...old, photos } : old,
    );
    void qc.invalidateQueries({ queryKey: photoKeys.me });
  };
}

/** Upload one photo with progress. */
export function useUploadPhoto(onProgress: (fraction: number) => void) {
  const into = usePhotosIntoMe();
  return useMutation({
    mutationFn: (file: File) => uploadPhotoRequest(file, onProgress),
    onSuccess: (d) => into(d.photos),
  });
}

/** DELETE /api/user/photos/{id}. */
export function useDeletePhoto() {
  const into = usePhotosIntoMe();
  return useMutation({
    mutationFn: (id: string) => apiDelete<PhotosAnswer>(`/api/user/photos/${id}`),
    onSuccess: (d) => into(d.photos),
  });
}

/** POST /api/user/photos/{id}/primary. */
export function useSetPrimaryPhoto() {
  const into = usePhotosIntoMe();
  return useMutation({
    mutationFn: (id: string) => apiPost<PhotosAnswer>(`/api/user/photos/${id}/primary`),
    onSuccess: (d) => into(d.photos),
  });
}

export type AdminPhotoPage = { photos: AdminPhoto[]; total: number; page: number; pageSize: number };

/** GET /api/admin/photos?status=&page= (Admin): the verification queue, 12 a page. */
export function useAdminPhotos(status: PhotoStatus, page: number) {
  return usePagedGet<AdminPhotoPage>(
    photoKeys.admin(status, page),
    `/api/admin/photos?status=${status}&page=${page}&pageSize=12`,
  );
}

/** PATCH /api/admin/photos/{id} {status, reason}: approve or reject (reason required to reject). */
export function useReviewPhoto() {
  return useReviewItem<{ message: string; photo: OwnPhoto }>('/api/admin/photos', photoKeys.adminAll);
}
