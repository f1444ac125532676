/** English: words every area shares (issue #9): the language switch. Other namespaces sit beside this file. */
const common = {
  language: {
    switchTo: 'Read this site in {language}',
  },
  search: {
    label: 'Search',
    clear: 'Clear search',
  },
} as const;

export default common;
