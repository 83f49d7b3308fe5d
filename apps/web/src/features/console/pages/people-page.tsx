import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import { states } from '@trademate/shared/constants/states';
import { userTypes } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { accountStatuses, planFilters } from '@trademate/shared/constants/people';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { peopleFilters, peopleQueryOf, useSearchPeopleQuery } from '../api/people';
import { planLabels, StatusBadge } from '../components/person-status';

const m = messages.people;
type Filter = (typeof peopleFilters)[number];

/** `/admin/people` (support and admins): find customers and open one. */
export default function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const query = peopleQueryOf(params);
  const [values, setValues] = useState<Record<Filter, string>>(() => ({
    q: query.q ?? '',
    userType: query.userType ?? '',
    state: query.state ?? '',
    plan: query.plan ?? '',
    status: query.status ?? '',
  }));
  const { data, error, isFetching } = useSearchPeopleQuery(query);
  const set = (field: Filter) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of peopleFilters) if (values[key].trim()) next.set(key, values[key].trim());
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className="space-y-6">
      <PageTitle title={m.title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.lead}</p>
      </div>
      <Card title="Search">
        <form role="search" onSubmit={onSubmit} noValidate className="space-y-4">
          <Input label="Name, email or phone" type="search" value={values.q} onChange={set('q')} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Select
              label="Type"
              placeholder="Any type"
              value={values.userType}
              onChange={set('userType')}
              options={userTypes.map((type) => ({ value: type, label: m.userTypeLabels[type] }))}
            />
            <Select
              label="State"
              placeholder="Any state"
              value={values.state}
              onChange={set('state')}
              options={states.map((state) => ({ value: state, label: state }))}
            />
            <Select
              label="Plan"
              placeholder="Any plan"
              value={values.plan}
              onChange={set('plan')}
              options={planFilters.map((plan) => ({ value: plan, label: planLabels[plan] }))}
            />
            <Select
              label="Status"
              placeholder="Any status"
              value={values.status}
              onChange={set('status')}
              options={accountStatuses.map((status) => ({
                value: status,
                label: m.statusLabels[status],
              }))}
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
      </Card>
      <Card title={data ? `${data.total} ${data.total === 1 ? 'person' : 'people'}` : 'People'}>
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label="Searching" />
        ) : data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noResults}</p>
        ) : (
          <>
            <ul
              aria-label="Search results"
              aria-busy={isFetching}
              className="divide-y divide-slate-100"
            >
              {data.items.map((person) => (
                <li key={person._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0 flex-1 basis-60">
                    <Link
                      to={consolePaths.person.href(person._id)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {person.firstName} {person.lastName}
                    </Link>
                    <p className="text-sm break-all text-slate-600">{person.email}</p>
                  </div>
                  <p className="text-sm text-slate-700 sm:w-64">
                    {m.userTypeLabels[person.userType]} · {person.city}, {person.state}
                    <span className="block text-xs text-slate-500">{planLabels[person.plan]}</span>
                  </p>
                  <StatusBadge status={person.status} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.pageCount} onPageChange={goTo} />
          </>
        )}
      </Card>
    </div>
  );
}
