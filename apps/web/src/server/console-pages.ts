import { matchPath } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import type { StaffRole } from '@trademate/shared/constants/staff';
import type { AppDispatch } from '@/app/store';
import { numbersApi, numbersQueryOf } from '@/features/console/api/numbers';
import { peopleApi, peopleQueryOf } from '@/features/console/api/people';
import { once } from './load-once';

interface ConsolePage {
  path: string;
  /** The roles the page's API answers (a page for admins shows support a refusal of its own). */
  roles: readonly StaffRole[];
  /** Loads what the page's first render asks for, as its components ask. */
  load: (searchParams: URLSearchParams, dispatch: AppDispatch) => Promise<unknown>;
}

/**
 * The console's pages the server renders for the staff member signed in, with their data
 * (decision 090): the pages the console is opened on to work through a list.
 */
const consolePages: ConsolePage[] = [
  {
    path: consolePaths.people.path,
    roles: ['admin', 'support'],
    load: (searchParams, dispatch) =>
      dispatch(peopleApi.endpoints.searchPeople.initiate(peopleQueryOf(searchParams), once)),
  },
  {
    path: consolePaths.numbers.path,
    roles: ['admin'],
    load: (searchParams, dispatch) =>
      dispatch(numbersApi.endpoints.getNumbers.initiate(numbersQueryOf(searchParams), once)),
  },
];

/** The console page at `pathname` whose data the server loads, or null. */
export function matchConsolePage(pathname: string): ConsolePage | null {
  return consolePages.find((page) => matchPath(page.path, pathname)) ?? null;
}
