ALTER TABLE "plans" ADD COLUMN "name_kn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "discount_text_kn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "features_kn" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Decision 150: the shipped plans' Kannada texts, each only where the English text is still the shipped one.
UPDATE "plans" SET "name_kn" = 'ಉಚಿತ' WHERE "code" = 'FreeUser' AND "name" = 'Free' AND "name_kn" = '';
--> statement-breakpoint
UPDATE "plans" SET "features_kn" = ARRAY['ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ರಚಿಸಿ', 'ಸದಸ್ಯರನ್ನು ನೋಡಿ ಮತ್ತು ಹುಡುಕಿ', 'ಆಸಕ್ತಿಗಳನ್ನು ಸ್ವೀಕರಿಸಿ ಮತ್ತು ಒಪ್ಪಿಕೊಳ್ಳಿ']::text[] WHERE "code" = 'FreeUser' AND "features" = ARRAY['Create your profile', 'Browse and search members', 'Receive and accept interests']::text[] AND "features_kn" = '{}';
--> statement-breakpoint
UPDATE "plans" SET "name_kn" = 'ಸಿಲ್ವರ್' WHERE "code" = 'SilverUser' AND "name" = 'Silver' AND "name_kn" = '';
--> statement-breakpoint
UPDATE "plans" SET "discount_text_kn" = '70% ಉಳಿತಾಯ' WHERE "code" = 'SilverUser' AND "discount_text" = 'Save 70%' AND "discount_text_kn" = '';
--> statement-breakpoint
UPDATE "plans" SET "features_kn" = ARRAY['ಪ್ರೊಫೈಲ್ ವಿವರಗಳನ್ನು ನೋಡಿ', 'ಕೋರಿಕೆಯ ಮೇರೆಗೆ ಸಂಪರ್ಕ ವಿವರಗಳು', 'ಫೋಟೋ ಗೌಪ್ಯತೆ ಸೆಟ್ಟಿಂಗ್‌ಗಳು', 'ಆಸಕ್ತಿ ವ್ಯಕ್ತಪಡಿಸಿ', 'ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ವಿವರಗಳನ್ನು ಹಂಚಿಕೊಳ್ಳಿ', 'ಮೊಬೈಲ್ ಆ್ಯಪ್ ಬಳಕೆ']::text[] WHERE "code" = 'SilverUser' AND "features" = ARRAY['View profile details', 'Contact details on request', 'Photo privacy settings', 'Express interest', 'Share your profile details', 'Mobile application access']::text[] AND "features_kn" = '{}';
--> statement-breakpoint
UPDATE "plans" SET "name_kn" = 'ಪ್ರೀಮಿಯಂ' WHERE "code" = 'PremiumUser' AND "name" = 'Premium' AND "name_kn" = '';
--> statement-breakpoint
UPDATE "plans" SET "discount_text_kn" = '60% ಉಳಿತಾಯ' WHERE "code" = 'PremiumUser' AND "discount_text" = 'Save 60%' AND "discount_text_kn" = '';
--> statement-breakpoint
UPDATE "plans" SET "features_kn" = ARRAY['ಸಿಲ್ವರ್‌ನ ಎಲ್ಲಾ ಸೌಲಭ್ಯಗಳು', 'ಆದ್ಯತೆಯ ಗ್ರಾಹಕ ಸಹಾಯ', 'ಪ್ರೊಫೈಲ್ ವಿಶೇಷವಾಗಿ ಪ್ರದರ್ಶನ', 'ಸುಧಾರಿತ ಹೊಂದಾಣಿಕೆ ಫಿಲ್ಟರ್‌ಗಳು', 'ಅಪರಿಮಿತ ಆಸಕ್ತಿಗಳು', 'ಪ್ರತಿ ತಿಂಗಳು ಪ್ರೊಫೈಲ್ ಮುಂಚೂಣಿಗೆ']::text[] WHERE "code" = 'PremiumUser' AND "features" = ARRAY['All Silver features', 'Priority customer support', 'Featured profile listing', 'Advanced match filters', 'Unlimited interests', 'Profile boost monthly']::text[] AND "features_kn" = '{}';
--> statement-breakpoint
UPDATE "plans" SET "name_kn" = 'ಸಹಾಯ ಸೇವೆ' WHERE "code" = 'Assistance' AND "name" = 'Assisted Service' AND "name_kn" = '';
--> statement-breakpoint
UPDATE "plans" SET "features_kn" = ARRAY['ಪ್ರೀಮಿಯಂನ ಎಲ್ಲಾ ಸೌಲಭ್ಯಗಳು', 'ಸಂಬಂಧ ವ್ಯವಸ್ಥಾಪಕರು ನಿಮಗಾಗಿ ಹೊಂದಾಣಿಕೆಗಳನ್ನು ಹುಡುಕಿ ಸಂಪರ್ಕಿಸುತ್ತಾರೆ']::text[] WHERE "code" = 'Assistance' AND "features" = ARRAY['All Premium features', 'A relationship manager searches and contacts matches for you']::text[] AND "features_kn" = '{}';
