import { PlaceFilters } from '@/components/place-filters';
import type { JobRequestFilters } from '../api/get-job-requests';
import { FeedAnswerFilters } from './feed-answer-filters';

/**
 * The feed's filters: one of my services (when offered), a state, and a city of that state; then,
 * for the chosen service, the answers to its choice questions.
 */
export function JobRequestFiltersForm({
  value,
  onChange,
  services,
  hasDistanceFilter,
  answersServiceId = value.serviceId,
}: {
  value: JobRequestFilters;
  onChange: (filters: JobRequestFilters) => void;
  /** The services to choose among; no service filter when absent. */
  services?: readonly { _id: string; name: string }[];
  /** Whether the professional's profile has a suburb to measure distances from. */
  hasDistanceFilter?: boolean;
  /** The service whose questions filter the feed: the one chosen, or the page's own. */
  answersServiceId?: string;
}) {
  return (
    <PlaceFilters
      label="Filter job requests"
      value={value}
      // Answers belong to the service they were chosen for: another service drops them.
      onChange={(next) =>
        onChange({
          ...next,
          answers: next.serviceId === value.serviceId ? value.answers : undefined,
        })
      }
      serviceFilter={services && { placeholder: 'All my services', services }}
      hasDistanceFilter={hasDistanceFilter}
      more={
        answersServiceId && (
          <FeedAnswerFilters
            serviceId={answersServiceId}
            value={value.answers}
            onChange={(answers) => onChange({ ...value, answers })}
          />
        )
      }
    />
  );
}
