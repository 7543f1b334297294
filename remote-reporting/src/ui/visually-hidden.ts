// The remote's features read it from here; it is one of @beacon/shared's building blocks.
export { visuallyHidden } from '@beacon/shared/ui';
