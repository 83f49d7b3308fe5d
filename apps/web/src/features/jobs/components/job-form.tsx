import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import { jobLimits, jobTimings } from '@trademate/shared/constants/jobs';
import { licenceNeedsFor } from '@trademate/shared/constants/licence-rules';
import { isId } from '@trademate/shared/ids';
import * as messages from '@trademate/shared/messages';
import type { PostJobInput, PostJobRequest } from '@trademate/shared/schemas/jobs';
import { AddressFields } from '@/components/address-fields';
import { CountedTextarea } from '@/components/counted-textarea';
import { LicenceNotice } from '@/components/credentials';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useGetServiceOptionsQuery } from '@/lib/service-options';
import { useGetServiceQuestionsQuery } from '@/lib/service-questions';
import { withAnswerChecks } from '../utils/job-answers-form';
import { JobPhotosField } from './job-photos-field';
import { JobQuestionsField } from './job-questions-field';

const m = messages.jobs;

// The job's checks load at the form's first check, or as the person turns to the form, not with
// the page (decision 097); the answers are then checked against the service's questions.
const jobResolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/jobs').then((schemas) => schemas.postJobRequestSchema),
);

const timingOptions = jobTimings.map((timing) => ({
  value: timing,
  label: m.timingLabels[timing],
}));

/** The fields a server validation error may name (`errors[].path`), as the form names them. */
const formFields = [
  'service',
  'title',
  'description',
  'address.state',
  'address.city',
  'address.suburb',
  'budgetMin',
  'budgetMax',
  'timing',
  'timingDate',
  'photos',
  'consent',
] as const satisfies readonly FieldPath<PostJobRequest>[];

/** A new job's form: everything empty, nothing agreed yet. */
export const emptyJobForm: Partial<PostJobRequest> = {
  service: '',
  title: '',
  description: '',
  address: { city: '' } as PostJobRequest['address'],
  timingDate: '',
  photos: [],
  answers: {},
};

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      {/* Floated, the legend sits inside the section's content like a heading, not in its border. */}
      <legend className="float-left mb-5 w-full text-base font-semibold text-slate-900">
        {title}
      </legend>
      {/*
        Cleared, the fields start below the legend: without it, a grid (its own formatting
        context) would be laid out beside the full-width float and squeezed to nothing.
      */}
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

interface JobFormProps {
  defaultValues: Partial<PostJobRequest>;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the valid job; a rejection (an `ApiError`) is shown on the form. */
  onSubmit: (job: PostJobRequest) => Promise<unknown>;
}

/**
 * A job as the client describes it, for posting and for editing: service, title, description,
 * place, budget, timing, photos and the consent to share contact details. Validated with the
 * same schema as the API; a field's error shows once it has been touched.
 */
export function JobForm({ defaultValues, submitLabel, submittingLabel, onSubmit }: JobFormProps) {
  const dispatch = useDispatch();
  const consentErrorId = useId();
  const { data: services, isError: isServicesError, refetch } = useGetServiceOptionsQuery();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  // The service whose questions the form asks: the resolver checks the answers against them, so
  // it is known before the form is made (the service select sets it as it changes).
  const [questionsServiceId, setQuestionsServiceId] = useState(defaultValues.service ?? '');
  const questionsQuery = useGetServiceQuestionsQuery(questionsServiceId, {
    skip: !isId(questionsServiceId),
  });
  // `currentData` is this service's set only, never the one chosen before.
  const questions = questionsQuery.currentData?.questions ?? null;
  const isLoadingQuestions = isId(questionsServiceId) && questionsQuery.isFetching && !questions;
  const resolver = useMemo(() => withAnswerChecks(jobResolver, questions), [questions]);
  const form = useForm<PostJobRequest, unknown, PostJobInput>({
    mode: 'onTouched',
    resolver,
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const [chosenState, timing, serviceId, budgetMin, budgetMax] = useWatch({
    control,
    name: ['address.state', 'timing', 'service', 'budgetMin', 'budgetMax'],
  });
  // What the law asks of this job in its state, as the client chooses (decision 025).
  const licenceNeeds = licenceNeedsFor({
    state: chosenState,
    serviceSlug: services?.find((service) => service._id === serviceId)?.slug,
    budgetMin,
    budgetMax,
  });
  const serviceOptions = (services ?? []).map((service) => ({
    value: service._id,
    label: service.name,
  }));
  const handleBusyChange = useCallback((isBusy: boolean) => setUploading(isBusy), []);

  const submit = handleSubmit(async (job) => {
    setServerError(null);
    try {
      await onSubmit(job);
    } catch (error) {
      if (openAuthModalFor(error, dispatch)) return;
      const apiError = error as ApiError;
      setServerError(apiError.message);
      const answerFields = (questions ?? []).map((question) => `answers.${question.key}` as const);
      placeServerFieldErrors(apiError, [...formFields, ...answerFields], (field, message) =>
        setError(field, { type: 'server', message }),
      );
    }
  });

  const photosError =
    errors.photos?.message ?? errors.photos?.find?.((item) => item?.message)?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onFocus={jobResolver.preload} noValidate className="space-y-8">
        <FormSection title="What do you need done?">
          {isServicesError ? (
            <Alert>
              The services could not be loaded.{' '}
              <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            // Controlled: the options arrive after the form starts, and the chosen one must show.
            <Controller
              control={control}
              name="service"
              render={({ field }) => (
                <Select
                  {...field}
                  onChange={(event) => {
                    // Answers belong to the questions of the service they were given for.
                    setValue('answers', {});
                    clearErrors('answers');
                    setQuestionsServiceId(event.target.value);
                    field.onChange(event);
                  }}
                  label="Service"
                  placeholder={services ? 'Choose a service' : 'Loading services…'}
                  disabled={!services}
                  options={serviceOptions}
                  error={errors.service?.message}
                />
              )}
            />
          )}
          {questions && questions.length > 0 && <JobQuestionsField questions={questions} />}
          {questionsQuery.isError && !questions && (
            <Alert>
              The questions about this service could not be loaded.{' '}
              <Button
                variant="secondary"
                size="sm"
                className="ml-2"
                onClick={() => void questionsQuery.refetch()}
              >
                Try again
              </Button>
            </Alert>
          )}
          <Input
            label="Job title"
            placeholder="e.g. Replace a leaking hot water system"
            error={errors.title?.message}
            {...register('title')}
          />
          <CountedTextarea
            control={control}
            name="description"
            limit={jobLimits.descriptionMaxLength}
            label="Job description"
            hint="What needs doing, how big it is, access, materials: the more detail, the better the quotes."
            rows={6}
            error={errors.description?.message}
          />
        </FormSection>

        <FormSection title="Where is the job?">
          <div className="grid gap-5 sm:grid-cols-2">
            <AddressFields
              suburbHint="Fills in the state and city; tradies nearby see how far away the job is."
              statePlaceholder="Choose a state"
              cityPlaceholder="Choose a city"
            />
          </div>
        </FormSection>

        <FormSection title="Budget and timing">
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="Budget from (AUD)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="e.g. 500"
              error={errors.budgetMin?.message}
              {...register('budgetMin', { valueAsNumber: true })}
            />
            <Input
              label="Budget up to (AUD)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="e.g. 1500"
              error={errors.budgetMax?.message}
              {...register('budgetMax', { valueAsNumber: true })}
            />
          </div>
          {licenceNeeds && <LicenceNotice needs={licenceNeeds} />}
          <RadioGroup
            legend="When do you need it done?"
            options={timingOptions}
            error={errors.timing?.message}
            {...register('timing')}
          />
          {timing === 'date' && (
            <Input
              className="sm:max-w-xs"
              label="Date"
              type="date"
              min={todayInAustralia()}
              error={errors.timingDate?.message}
              {...register('timingDate')}
            />
          )}
        </FormSection>

        <FormSection title="Photos">
          <Controller
            control={control}
            name="photos"
            render={({ field }) => (
              <JobPhotosField
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={photosError}
                onBusyChange={handleBusyChange}
              />
            )}
          />
        </FormSection>

        <div className="space-y-2 border-t border-slate-200 pt-6">
          <Checkbox
            label={m.consentLabel}
            className="-mx-3"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            {...register('consent')}
          />
          {errors.consent && (
            <p id={consentErrorId} className="text-sm text-red-600">
              {errors.consent.message}
            </p>
          )}
        </div>

        {serverError && <Alert>{serverError}</Alert>}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={isSubmitting || isUploading || isLoadingQuestions}
        >
          {isSubmitting ? submittingLabel : isUploading ? 'Uploading photos…' : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
