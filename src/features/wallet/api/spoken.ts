/** What a wallet answer says: its Payload sentence, else its description. */
export const spoken = (answer: { Payload: string | null; description: string | null }) => answer.Payload || answer.description || '';
