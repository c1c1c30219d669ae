import { z } from "zod";
import { email, oneOf } from "./fields";
import { CONTACT_INTENT, CONTACT_TOPICS } from "~/lib/form-names";
export { CONTACT_INTENT, CONTACT_TOPICS };

/** The contact form (product.md §7 messaging forms). */
export const contactSchema = () =>
  z.object({
    name: z
      .string({ required_error: "Enter your name." })
      .trim()
      .min(1, "Enter your name.")
      .max(100, "Use 100 characters or fewer."),
    email: email(),
    topic: oneOf(CONTACT_TOPICS, "Choose what your message is about."),
    orderNumber: z
      .string()
      .trim()
      .regex(/^\d{9}$/, "Enter the 9-digit order number from your confirmation e-mail, like 000000106.")
      .optional()
      .transform((v) => v ?? ""),
    message: z
      .string({ required_error: "Enter your message." })
      .trim()
      .min(1, "Enter your message.")
      .max(2000, "Use 2,000 characters or fewer."),
  });
