import { useSearchParams } from 'react-router';

/** The page number in `?page=`: 1 unless it names a later page. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list page number kept in the address (`?page=`), so a reload or a shared link shows the same
 * page; moving to another page starts at the top.
 */
export function usePageParam(): [page: number, goToPage: (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('page', String(next));
    setSearchParams(params);
    window.scrollTo({ top: 0, behavior: 'instant' });
  };
  return [readPage(searchParams.get('page')), goToPage];
}
