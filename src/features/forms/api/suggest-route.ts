import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { SUGGEST_ROUTE_PATH, type routeSuggestionRequest } from '@contract/forms';
import { postForm, type FormSubmission } from './post-form';

type RouteSuggestion = FormSubmission<v.InferOutput<typeof routeSuggestionRequest>>;

/** POST /route/addnewsuggestedroute (spec 2 §7.2), with the bearer token when signed in; queued when offline. */
export const useSuggestRoute = () =>
  useMutation({ mutationKey: ['forms', 'suggest-route'], mutationFn: (form: RouteSuggestion) => postForm(SUGGEST_ROUTE_PATH, form), networkMode: 'always', retry: false });
