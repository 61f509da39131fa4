import type { ReactNode } from 'react';

/** A form that checks its own fields: submitting calls onSubmit instead of the browser's validation and page load. */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
