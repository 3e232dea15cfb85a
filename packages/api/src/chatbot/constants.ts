import { CHATBOT_LEAD } from "@loansetu/domain/journey";

/** §9 "Chatbot lead productsId 26, vendorsId 5" (the domain's constant, named as the API uses it). */
export const CHATBOT_PRODUCTS_ID = CHATBOT_LEAD.productsId;
export const CHATBOT_VENDORS_ID = CHATBOT_LEAD.vendorsId;
