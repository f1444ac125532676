/** English: words every area shares (issue #9): the language switch. Other namespaces sit beside this file. */
const common = {
  language: {
    switchTo: 'Read this site in {language}',
  },
} as const;

export default common;
