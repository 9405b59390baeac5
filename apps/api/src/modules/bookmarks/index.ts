// The bookmarks module's entry point: what other modules may use (docs/architecture.md §1).
export { findBookmarks } from './bookmarks.repository';
