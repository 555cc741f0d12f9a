import { useSearchParams } from 'react-router-dom';

/** The list page in the URL (`?page=`, 1 when absent), and a way to go to another one. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1);
  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  return [page, goTo] as const;
}
