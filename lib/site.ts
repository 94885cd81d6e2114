export const PRODUCT_NAME = 'Retailverse';
