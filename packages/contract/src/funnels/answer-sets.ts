/**
 * The answer sets of the onboarding funnels (v3 and legacy). Ids are stable: they are stored with the funnel session
 * and the user, and name the texts `web.funnels.options.<set>.<id>`. The values of gender, age, desired income, skill
 * levels and the legacy sets are our own choice.
 */
export const ANSWER_SETS = {
  gender: ['female', 'male', 'other', 'prefer_not'],
  age: ['18_24', '25_34', '35_44', '45_54', '55_plus'],
  occupation: ['business_owner', 'employee', 'creator', 'unemployed'],
  expertise: ['personal_development', 'business_marketing', 'health_fitness', 'sport_entertainment', 'beauty_fashion', 'art_music', 'food_lifestyle'],
  experience: ['expert', 'advanced', 'intermediate', 'beginner'],
  main_product: ['digital_products', 'coaching', 'physical_products', 'membership', 'services', 'music', 'advertising', 'nothing'],
  followers: ['under_1k', '1k_5k', '5k_10k', 'over_10k'],
  earnings: ['nothing', 'under_1k', '1k_5k', 'over_5k', 'prefer_not'],
  desired_income: ['1k', '3k', '5k', '10k_plus'],
  agreement: ['strongly_disagree', 'somewhat_disagree', 'somewhat_agree', 'strongly_agree'],
  challenges: ['lack_of_ideas', 'cannot_write_viral', 'lack_of_editing', 'lack_of_time', 'fear_of_exposure'],
  skill_level: ['none', 'basic', 'good', 'expert'],
  personal_goal: ['buy_house', 'wedding', 'vacation', 'car', 'debt_free', 'child', 'personal_goal'],
  motivation: ['excited', 'nervous', 'want_to_know_more', 'unsure'],
  // Legacy onboarding.
  usage_before: ['never', 'tried', 'regularly'],
  target_followers: ['5k', '10k', '50k', '100k_plus'],
  posting_frequency: ['0_2', '3_5', '6_10', 'every_day'],
  self_description: ['beginner', 'hobbyist', 'expert', 'business'],
  blog_goal: ['grow_audience', 'monetize', 'personal_brand', 'find_clients', 'fun'],
} as const;

export type AnswerSetId = keyof typeof ANSWER_SETS;
export type AnswerOption<S extends AnswerSetId> = (typeof ANSWER_SETS)[S][number];
