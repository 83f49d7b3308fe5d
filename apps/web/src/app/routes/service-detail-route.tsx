import { useSelector } from 'react-redux';
import { selectSessionUser } from '@/features/session/slice';
import { lazyPage } from '../lazy-page';

const ServiceJobRequestsPage = lazyPage(
  () => import('@/features/job-requests/pages/service-job-requests-page'),
);
const ServicePage = lazyPage(() => import('@/features/services/pages/service-page'));

/**
 * `/service/:id`: a tradie (the Professional plan, or one that has lapsed and asks to be renewed)
 * sees the service's job requests, as the spec's "service detail" page; everyone else, signed in
 * or not, the service's public page, where a free tradie is offered the upgrade.
 */
export default function ServiceDetailRoute() {
  const user = useSelector(selectSessionUser);
  return user?.userType === 'tradie' ? <ServiceJobRequestsPage /> : <ServicePage />;
}
