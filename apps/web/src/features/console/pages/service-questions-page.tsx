import { Link, useParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { useGetConsoleServicesQuery } from '../api/services';
import { useGetQuestionVersionsQuery } from '../api/service-questions';
import { QuestionSetEditor } from '../components/question-set-editor';
import { QuestionSetHistory } from '../components/question-set-history';

const m = messages.jobQuestions;

/**
 * `/admin/services/:id/questions` (admins): the questions a service asks of a new job, edited
 * and saved as its next version, and the versions before (decision 071).
 */
export default function ServiceQuestionsPage() {
  const { id = '' } = useParams();
  const service = useGetConsoleServicesQuery().data?.items.find((item) => item._id === id);
  const { data, error } = useGetQuestionVersionsQuery(id);
  const current = data?.items[0];
  const title = service ? `${m.consoleHeading}: ${service.name}` : m.consoleHeading;

  return (
    <div className="space-y-6">
      <PageTitle title={title} />
      <Link to={consolePaths.services.href()} className="text-sm text-brand-700 hover:underline">
        ← {messages.servicesAdmin.title}
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{m.consoleIntro}</p>
      </div>
      {error ? (
        <Alert>{(error as ApiError).message}</Alert>
      ) : !data ? (
        <Spinner label="Loading the questions" />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <Card
            className="lg:col-span-2"
            title="The questions"
            description={
              current
                ? `${m.consoleVersion(current.version)} is asked now. Saving makes ${m.consoleVersion(current.version + 1)}.`
                : undefined
            }
          >
            <QuestionSetEditor key={id} serviceId={id} current={current?.questions ?? []} />
          </Card>
          <Card title="Versions">
            <QuestionSetHistory versions={data.items} />
          </Card>
        </div>
      )}
    </div>
  );
}
