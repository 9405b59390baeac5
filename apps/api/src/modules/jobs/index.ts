// The jobs module's entry point: what other modules may use (docs/architecture.md §1).
export { createJobRunner, type JobHandler, type JobRunner, retryDelayMs } from './job-runner';
export { completeJob, enqueueJob, enqueueJobs, findJobByKey, type JobRecord, type NewJob } from './jobs.repository';
