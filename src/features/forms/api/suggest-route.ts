import { useMutation } from '@tanstack/react-query';
import * as settingsCalls from '@contract/calls/settings';
import { postForm, type FormSubmission } from './post-form';

type RouteSuggestion = FormSubmission<typeof settingsCalls.suggestRoute>;

/** POST /route/addnewsuggestedroute (spec 2 §7.2), with the bearer token when signed in; queued when offline. */
export const useSuggestRoute = () =>
  useMutation({ mutationKey: ['forms', 'suggest-route'], mutationFn: (form: RouteSuggestion) => postForm(settingsCalls.suggestRoute, form), networkMode: 'always', retry: false });
