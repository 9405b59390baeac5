// The jobs module's entry point: what other modules may use (docs/architecture.md §1).
export {
  createJobRunner,
  type JobHandler,
  type JobRunner,
  type RunJob,
  retryDelayMs,
  type SettlingJobHandler,
} from './job-runner';
export {
  completeJob,
  enqueueJob,
  enqueueJobs,
  findJobByKey,
  type JobRecord,
  listJobs,
  type NewJob,
  retryJob,
} from './jobs.repository';
