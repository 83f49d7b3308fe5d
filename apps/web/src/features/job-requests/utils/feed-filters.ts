import { isId } from '@trademate/shared/ids';
import { JOB_QUESTION_KEY, jobQuestionLimits } from '@trademate/shared/constants/job-questions';
import { withinKmChoices } from '@trademate/shared/constants/places';
import { isCityInState, isStateCode } from '@trademate/shared/constants/states';
import type { JobRequestFilters } from '../api/get-job-requests';

/** The chosen option of each question in a feed's `answers` filter (`storeys:single,age:old`). */
export function readAnswerFilters(text: string | undefined): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const pair of text ? text.split(',') : []) {
    const [key = '', option = ''] = pair.split(':');
    chosen[key] ??= option;
  }
  return chosen;
}

/** The `answers` filter for these chosen options, or undefined when none is chosen. */
export function answerFiltersText(chosen: Record<string, string | undefined>): string | undefined {
  const pairs = Object.entries(chosen).flatMap(([key, option]) =>
    option ? [`${key}:${option}`] : [],
  );
  return pairs.length > 0 ? pairs.join(',') : undefined;
}

/**
 * The address's `answers` filter when the API can read it (at most a few `key:option` pairs of
 * well-formed keys), for the service the feed is filtered on.
 */
export function readAnswersParam(params: URLSearchParams): string | undefined {
  const text = params.get('answers') ?? '';
  const pairs = text.split(',');
  const isReadable =
    pairs.length <= jobQuestionLimits.feedFiltersMax &&
    pairs.every((pair) => {
      const [key, option, ...rest] = pair.split(':');
      return (
        rest.length === 0 && JOB_QUESTION_KEY.test(key ?? '') && JOB_QUESTION_KEY.test(option ?? '')
      );
    });
  return isReadable ? text : undefined;
}

/**
 * The feed's filters from the address (`?service=&state=&city=&within=&sort=&answers=`), so a
 * filtered list survives a reload and can be shared. Anything the API would refuse is dropped
 * rather than sent: answers need a service to be asked about.
 */
export function readFeedFilters(params: URLSearchParams): JobRequestFilters {
  const serviceId = params.get('service') ?? '';
  const state = params.get('state') ?? '';
  const city = params.get('city') ?? '';
  const within = Number(params.get('within'));
  const validState = isStateCode(state) ? state : undefined;
  const withinKm = (withinKmChoices as readonly number[]).includes(within) ? within : undefined;
  return {
    serviceId: isId(serviceId) ? serviceId : undefined,
    answers: isId(serviceId) ? readAnswersParam(params) : undefined,
    state: validState,
    city: validState && isCityInState(validState, city) ? city : undefined,
    withinKm,
    // Nearest first only with a distance, as the API asks.
    sort: withinKm && params.get('sort') === 'nearest' ? 'nearest' : undefined,
  };
}

/** The address's query for these filters: only the ones that are set. */
export function feedFiltersToParams(filters: JobRequestFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.serviceId) params.service = filters.serviceId;
  if (filters.state) params.state = filters.state;
  if (filters.city) params.city = filters.city;
  if (filters.withinKm) params.within = String(filters.withinKm);
  if (filters.withinKm && filters.sort === 'nearest') params.sort = 'nearest';
  if (filters.answers) params.answers = filters.answers;
  return params;
}
