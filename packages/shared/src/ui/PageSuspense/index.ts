export { PageLoading, PageSuspense } from './PageSuspense';
