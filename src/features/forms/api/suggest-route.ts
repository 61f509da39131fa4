import { useMutation } from '@tanstack/react-query';
import { postForm, type FormSubmission } from './post-form';
import * as formCalls from '@contract/calls/forms';

type RouteSuggestion = FormSubmission<typeof formCalls.suggestRoute>;

/** POST /route/addnewsuggestedroute (spec 2 §7.2), with the bearer token when signed in; queued when offline. */
export const useSuggestRoute = () =>
  useMutation({ mutationKey: ['forms', 'suggest-route'], mutationFn: (form: RouteSuggestion) => postForm(formCalls.suggestRoute, form), networkMode: 'always', retry: false });
