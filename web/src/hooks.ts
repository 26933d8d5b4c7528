import { useQuery } from '@tanstack/react-query';
import { get, setCsrfToken, sp } from './api.ts';
import type { Collection, ContentType, SessionInfo, Space } from './types.ts';

export function useSession() {
  return useQuery({
    queryKey: ['session'],
    queryFn: async () => {
      const s = await get<SessionInfo>('/session');
      setCsrfToken(s.csrf_token);
      return s;
    },
    staleTime: 60_000,
  });
}

export function useRole(space: string): 'owner' | 'editor' | undefined {
  return useSession().data?.spaces.find((s) => s.id === space)?.role;
}

export function useSpace(space: string) {
  return useQuery({ queryKey: ['space', space], queryFn: () => get<Space>(sp(space)) });
}

export function useContentTypes(space: string) {
  return useQuery({ queryKey: ['content_types', space], queryFn: async () => (await get<Collection<ContentType>>(sp(space, '/content_types'))).items });
}

export function useContentType(space: string, id: string | undefined) {
  const types = useContentTypes(space);
  return { ...types, data: types.data?.find((t) => t.sys.id === id) };
}
