/** §9 "Chatbot lead productsId 26, vendorsId 5". */
export const CHATBOT_PRODUCTS_ID = 26;
export const CHATBOT_VENDORS_ID = 5;
