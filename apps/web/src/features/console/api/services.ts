import type {
  ConsoleService,
  ConsoleServiceList,
  MergeServiceRequest,
  ServiceInput,
  ServiceMergeResult,
} from '@trademate/shared/schemas/services-admin';
import { api } from '@/lib/api';

/** A catalogue change shows on the site at once: the public service pages are read again. */
const changed = [
  { type: 'staff' as const, id: 'SERVICES' },
  { type: 'staff' as const, id: 'AUDIT' },
  { type: 'service' as const },
];

const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleServices: build.query<ConsoleServiceList, void>({
      query: () => '/admin/services',
      providesTags: [{ type: 'staff', id: 'SERVICES' }],
    }),
    addService: build.mutation<ConsoleService, ServiceInput>({
      query: (body) => ({ url: '/admin/services', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    updateService: build.mutation<ConsoleService, ServiceInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/services/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    setServiceHidden: build.mutation<
      ConsoleService,
      { id: string; hidden: boolean; reason: string }
    >({
      query: ({ id, hidden, reason }) => ({
        url: `/admin/services/${id}/${hidden ? 'hide' : 'show'}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    mergeService: build.mutation<ServiceMergeResult, MergeServiceRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/services/${id}/merge`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
  }),
});

export const {
  useGetConsoleServicesQuery,
  useAddServiceMutation,
  useUpdateServiceMutation,
  useSetServiceHiddenMutation,
  useMergeServiceMutation,
} = servicesApi;
