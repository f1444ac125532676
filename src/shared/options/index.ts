/** Option lists for every picker in the app (SPEC §3). */
export * from './castes';
export * from './education';
export * from './height';
export * from './income';
export * from './labels';
export * from './languages';
export * from './occupations';
export * from './places';
export * from './profile';
