export const PRODUCT_NAME = 'Retailverse';

/** The project's public source repository (the /vault footer's GitHub link). */
export const GITHUB_URL = 'https://github.com/retailverse';
