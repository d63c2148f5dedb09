// Everyday phrasings of a task, and the words servers use for that capability. Reviewed by hand.
export const TASK_PHRASES: Readonly<Record<string, readonly string[]>> = {
  'website down': ['uptime', 'monitor', 'status'],
};
