import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promos_v_version_applies_to_property_types" AS ENUM('flat', 'parking', 'storage', 'commercial');
  CREATE TYPE "public"."enum__promos_v_version_applies_to_features" AS ENUM('corner_glazing', 'terrace', 'master_bedroom', 'walk_in_closet', 'water_view', 'high_ceilings', 'two_bathrooms', 'kitchen_living', 'dual_aspect');
  CREATE TYPE "public"."enum__promos_v_version_placement" AS ENUM('banner', 'promo', 'promo_feature', 'discount', 'progress');
  CREATE TYPE "public"."enum__promos_v_version_applies_to_completion" AS ENUM('any', 'construction', 'completed');
  CREATE TYPE "public"."enum__promos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_progress_cards_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__progress_cards_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_seo_records_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seo_records_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in_progress', 'won', 'lost');
  CREATE TYPE "public"."enum_property_changes_status_before" AS ENUM('available', 'booked', 'sold');
  CREATE TYPE "public"."enum_property_changes_status" AS ENUM('available', 'booked', 'sold');
  CREATE TYPE "public"."enum_property_changes_source" AS ENUM('staff', 'site', 'system');
  CREATE TYPE "public"."enum_layouts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__layouts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_main_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__main_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_location_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__location_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_yards_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__yards_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sunrise_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sunrise_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_mortgage_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mortgage_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_progress_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__progress_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_promos_v_version_applies_to_property_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promos_v_version_applies_to_property_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promos_v_version_applies_to_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promos_v_version_applies_to_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_placement" "enum__promos_v_version_placement",
  	"version_text" varchar,
  	"version_image_id" integer,
  	"version_button_text" varchar,
  	"version_url" varchar,
  	"version_discount_percent" numeric,
  	"version_position" numeric,
  	"version_order" numeric DEFAULT 0,
  	"version_is_active" boolean DEFAULT true,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_show_price_from" boolean DEFAULT false,
  	"version_applies_to_mortgage_program_id" integer,
  	"version_applies_to_completion" "enum__promos_v_version_applies_to_completion" DEFAULT 'any',
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promos_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"buildings_id" integer
  );
  
  CREATE TABLE "_progress_cards_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_progress_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_month" numeric,
  	"version_text" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__progress_cards_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_progress_cards_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"buildings_id" integer
  );
  
  CREATE TABLE "_seo_records_v_version_meta_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"content" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_seo_records_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__seo_records_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "property_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"price_before" numeric,
  	"price" numeric,
  	"status_before" "enum_property_changes_status_before",
  	"status" "enum_property_changes_status",
  	"user_id" integer,
  	"source" "enum_property_changes_source" DEFAULT 'system' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_layouts_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_layouts_v_version_layout_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_layouts_v_version_default_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_layouts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_rooms" numeric,
  	"version_is_euro" boolean DEFAULT false,
  	"version_area" numeric,
  	"version_plan_id" integer,
  	"version_floor_position_id" integer,
  	"version_virtual_tour" varchar,
  	"version_layout_feature_block_title" varchar,
  	"version_layout_feature_block_description" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__layouts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_main_page_v_version_screens" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_developer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_developer_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_story_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_layout_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_layouts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"rooms" numeric,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_advantage_first_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_feature_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_video_heroes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"video_url" varchar,
  	"poster_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_advantage_second_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_gallery_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v_version_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_main_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_developer_title" varchar,
  	"version_developer_description" varchar,
  	"version_developer_image_id" integer,
  	"version_story_title" varchar,
  	"version_story_description" varchar,
  	"version_story_image_id" integer,
  	"version_layout_block_title" varchar,
  	"version_layout_block_description" varchar,
  	"version_layout_block_image_id" integer,
  	"version_layout_block_button_text" varchar,
  	"version_layout_block_button_url" varchar,
  	"version_advantage_first_title" varchar,
  	"version_advantage_first_subtitle" varchar,
  	"version_advantage_first_subtitle_tablet" varchar,
  	"version_advantage_first_subtitle_mobile" varchar,
  	"version_advantage_first_help_text" varchar,
  	"version_advantage_first_text_button" varchar,
  	"version_advantage_first_project_url" varchar,
  	"version_feature_title" varchar,
  	"version_feature_description" varchar,
  	"version_feature_image_id" integer,
  	"version_video_title" varchar,
  	"version_video_description" varchar,
  	"version_video_history_title" varchar,
  	"version_video_history_video_url" varchar,
  	"version_video_history_poster_id" integer,
  	"version_video_avatar_id" integer,
  	"version_advantage_second_title" varchar,
  	"version_advantage_second_subtitle" varchar,
  	"version_advantage_second_subtitle_tablet" varchar,
  	"version_advantage_second_subtitle_mobile" varchar,
  	"version_advantage_second_help_text" varchar,
  	"version_advantage_second_text_button" varchar,
  	"version_advantage_second_project_url" varchar,
  	"version_gallery_title" varchar,
  	"version_gallery_description" varchar,
  	"version_gallery_image_id" integer,
  	"version_edited_by_id" integer,
  	"version__status" "enum__main_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_location_page_v_version_map_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"minutes" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_location_page_v_version_points_attraction_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_location_page_v_version_school_kindergarten_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_location_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_map_center_lat" numeric,
  	"version_map_center_lng" numeric,
  	"version_map_zoom" numeric DEFAULT 14,
  	"version_district_panorama_title" varchar,
  	"version_district_panorama_image_id" integer,
  	"version_points_attraction_title" varchar,
  	"version_points_attraction_description" varchar,
  	"version_points_attraction_image_id" integer,
  	"version_school_kindergarten_title" varchar,
  	"version_school_kindergarten_description" varchar,
  	"version_school_kindergarten_image_id" integer,
  	"version_edited_by_id" integer,
  	"version__status" "enum__location_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_yards_page_v_version_slider_main_screen_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_communication_area_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_advantage_block_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_park_features_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_settle_down_nearby_block_first_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_settle_down_nearby_block_second_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_gallery_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_sport_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v_version_herbarium_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_yards_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_communication_area_block_title" varchar,
  	"version_communication_area_block_description" varchar,
  	"version_communication_area_block_image_id" integer,
  	"version_advantage_block_title" varchar,
  	"version_advantage_block_subtitle" varchar,
  	"version_advantage_block_subtitle_tablet" varchar,
  	"version_advantage_block_subtitle_mobile" varchar,
  	"version_advantage_block_help_text" varchar,
  	"version_advantage_block_text_button" varchar,
  	"version_advantage_block_project_url" varchar,
  	"version_park_features_block_title" varchar,
  	"version_park_features_block_description" varchar,
  	"version_park_features_block_image_id" integer,
  	"version_settle_down_nearby_block_first_title" varchar,
  	"version_settle_down_nearby_block_first_description" varchar,
  	"version_settle_down_nearby_block_first_image_id" integer,
  	"version_settle_down_nearby_block_second_title" varchar,
  	"version_settle_down_nearby_block_second_description" varchar,
  	"version_settle_down_nearby_block_second_image_id" integer,
  	"version_sport_block_title" varchar,
  	"version_sport_block_description" varchar,
  	"version_sport_block_image_id" integer,
  	"version_herbarium_block_title" varchar,
  	"version_herbarium_block_description" varchar,
  	"version_herbarium_block_image_id" integer,
  	"version_edited_by_id" integer,
  	"version__status" "enum__yards_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_sunrise_page_v_version_main_screen_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sunrise_page_v_version_advantages_windows_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sunrise_page_v_version_sunrises_layout_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sunrise_page_v_version_features_corner_glazing_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sunrise_page_v_version_advantage_block_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sunrise_page_v_version_corner_glazing_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sunrise_page_v_version_about_windows_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sunrise_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_main_screen_title" varchar,
  	"version_main_screen_description" varchar,
  	"version_main_screen_image_id" integer,
  	"version_advantages_windows_block_title" varchar,
  	"version_advantages_windows_block_description" varchar,
  	"version_advantages_windows_block_image_id" integer,
  	"version_sunrises_layout_block_title" varchar,
  	"version_sunrises_layout_block_description" varchar,
  	"version_sunrises_layout_block_image_id" integer,
  	"version_sunrises_layout_block_button_link_text" varchar,
  	"version_sunrises_layout_block_button_link_url" varchar,
  	"version_features_corner_glazing_block_title" varchar,
  	"version_features_corner_glazing_block_description" varchar,
  	"version_features_corner_glazing_block_image_id" integer,
  	"version_advantage_block_title" varchar,
  	"version_advantage_block_subtitle" varchar,
  	"version_advantage_block_subtitle_tablet" varchar,
  	"version_advantage_block_subtitle_mobile" varchar,
  	"version_advantage_block_help_text" varchar,
  	"version_advantage_block_text_button" varchar,
  	"version_advantage_block_project_url" varchar,
  	"version_corner_glazing_block_title" varchar,
  	"version_corner_glazing_block_description" varchar,
  	"version_corner_glazing_block_image_id" integer,
  	"version_about_windows_block_title" varchar,
  	"version_about_windows_block_description" varchar,
  	"version_about_windows_block_image_id" integer,
  	"version_edited_by_id" integer,
  	"version__status" "enum__sunrise_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_mortgage_page_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mortgage_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__mortgage_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_progress_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_panorama_card_title" varchar,
  	"version_panorama_card_text" varchar,
  	"version_panorama_card_image_id" integer,
  	"version_panorama_card_date" timestamp(3) with time zone,
  	"version_edited_by_id" integer,
  	"version__status" "enum__progress_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_project_name" varchar DEFAULT 'ЖК «Новая Заря»',
  	"version_developer_name" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_address" varchar,
  	"version_working_hours" varchar,
  	"version_holidays_is_enabled" boolean DEFAULT false,
  	"version_holidays_title" varchar,
  	"version_holidays_text" varchar,
  	"version_old_site_url" varchar,
  	"version_booking_url" varchar,
  	"version_metrika_counter_id" varchar,
  	"version_call_tracking_is_enabled" boolean DEFAULT false,
  	"version_call_tracking_script_url" varchar,
  	"version_call_tracking_phone_class" varchar,
  	"version_legal_text" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "layouts_gallery" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "layouts_layout_features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "layouts_default_features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "rooms" DROP NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "area" DROP NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "plan_id" DROP NOT NULL;
  ALTER TABLE "progress_cards_photos" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "month" DROP NOT NULL;
  ALTER TABLE "promos" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "promos" ALTER COLUMN "placement" DROP NOT NULL;
  ALTER TABLE "seo_records_meta_tags" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "seo_records" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "main_page_screens" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_screens" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "main_page_developer_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_developer_stats" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_story_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_layout_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_layouts" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_advantage_first_advantages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_feature_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_video_heroes" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "main_page_advantage_second_advantages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "main_page_gallery_slides" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "main_page_gallery_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "location_page_map_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "location_page_map_points" ALTER COLUMN "lat" DROP NOT NULL;
  ALTER TABLE "location_page_map_points" ALTER COLUMN "lng" DROP NOT NULL;
  ALTER TABLE "location_page_points_attraction_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "location_page_school_kindergarten_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "location_page" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page_slider_main_screen_items" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "yards_page_communication_area_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page_advantage_block_advantages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page_park_features_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page_settle_down_nearby_block_first_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page_settle_down_nearby_block_second_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page_gallery_slides" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "yards_page_sport_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page_herbarium_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "yards_page" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sunrise_page_main_screen_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sunrise_page_advantages_windows_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sunrise_page_sunrises_layout_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sunrise_page_features_corner_glazing_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sunrise_page_advantage_block_advantages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sunrise_page_corner_glazing_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "sunrise_page_about_windows_block_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "mortgage_page_faqs" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "mortgage_page_faqs" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "mortgage_page" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "progress_page" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "project_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "layouts" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "layouts" ADD COLUMN "_status" "enum_layouts_status" DEFAULT 'draft';
  ALTER TABLE "progress_cards" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "progress_cards" ADD COLUMN "_status" "enum_progress_cards_status" DEFAULT 'draft';
  ALTER TABLE "promos" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "promos" ADD COLUMN "_status" "enum_promos_status" DEFAULT 'draft';
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "seo_records" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "seo_records" ADD COLUMN "_status" "enum_seo_records_status" DEFAULT 'draft';
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "property_changes_id" integer;
  ALTER TABLE "main_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "main_page" ADD COLUMN "_status" "enum_main_page_status" DEFAULT 'draft';
  ALTER TABLE "location_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "location_page" ADD COLUMN "_status" "enum_location_page_status" DEFAULT 'draft';
  ALTER TABLE "yards_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "yards_page" ADD COLUMN "_status" "enum_yards_page_status" DEFAULT 'draft';
  ALTER TABLE "sunrise_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "sunrise_page" ADD COLUMN "_status" "enum_sunrise_page_status" DEFAULT 'draft';
  ALTER TABLE "mortgage_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "mortgage_page" ADD COLUMN "_status" "enum_mortgage_page_status" DEFAULT 'draft';
  ALTER TABLE "progress_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "progress_page" ADD COLUMN "_status" "enum_progress_page_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "_promos_v_version_applies_to_property_types" ADD CONSTRAINT "_promos_v_version_applies_to_property_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promos_v_version_applies_to_features" ADD CONSTRAINT "_promos_v_version_applies_to_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promos_v" ADD CONSTRAINT "_promos_v_parent_id_promos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promos_v" ADD CONSTRAINT "_promos_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promos_v" ADD CONSTRAINT "_promos_v_version_applies_to_mortgage_program_id_mortgage_programs_id_fk" FOREIGN KEY ("version_applies_to_mortgage_program_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promos_v" ADD CONSTRAINT "_promos_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promos_v_rels" ADD CONSTRAINT "_promos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promos_v_rels" ADD CONSTRAINT "_promos_v_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_progress_cards_v_version_photos" ADD CONSTRAINT "_progress_cards_v_version_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_cards_v_version_photos" ADD CONSTRAINT "_progress_cards_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_progress_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_progress_cards_v" ADD CONSTRAINT "_progress_cards_v_parent_id_progress_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."progress_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_cards_v" ADD CONSTRAINT "_progress_cards_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_cards_v_rels" ADD CONSTRAINT "_progress_cards_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_progress_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_progress_cards_v_rels" ADD CONSTRAINT "_progress_cards_v_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seo_records_v_version_meta_tags" ADD CONSTRAINT "_seo_records_v_version_meta_tags_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seo_records_v_version_meta_tags" ADD CONSTRAINT "_seo_records_v_version_meta_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_seo_records_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seo_records_v" ADD CONSTRAINT "_seo_records_v_parent_id_seo_records_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."seo_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_seo_records_v" ADD CONSTRAINT "_seo_records_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_layouts_v_version_gallery" ADD CONSTRAINT "_layouts_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_layouts_v_version_gallery" ADD CONSTRAINT "_layouts_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_layouts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_layouts_v_version_layout_features" ADD CONSTRAINT "_layouts_v_version_layout_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_layouts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_layouts_v_version_default_features" ADD CONSTRAINT "_layouts_v_version_default_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_layouts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_layouts_v" ADD CONSTRAINT "_layouts_v_parent_id_layouts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."layouts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_layouts_v" ADD CONSTRAINT "_layouts_v_version_plan_id_media_id_fk" FOREIGN KEY ("version_plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_layouts_v" ADD CONSTRAINT "_layouts_v_version_floor_position_id_media_id_fk" FOREIGN KEY ("version_floor_position_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_layouts_v" ADD CONSTRAINT "_layouts_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_screens" ADD CONSTRAINT "_main_page_v_version_screens_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_screens" ADD CONSTRAINT "_main_page_v_version_screens_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_developer_items" ADD CONSTRAINT "_main_page_v_version_developer_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_developer_items" ADD CONSTRAINT "_main_page_v_version_developer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_developer_stats" ADD CONSTRAINT "_main_page_v_version_developer_stats_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_developer_stats" ADD CONSTRAINT "_main_page_v_version_developer_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_story_items" ADD CONSTRAINT "_main_page_v_version_story_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_story_items" ADD CONSTRAINT "_main_page_v_version_story_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_layout_block_items" ADD CONSTRAINT "_main_page_v_version_layout_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_layout_block_items" ADD CONSTRAINT "_main_page_v_version_layout_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_layouts" ADD CONSTRAINT "_main_page_v_version_layouts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_layouts" ADD CONSTRAINT "_main_page_v_version_layouts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_advantage_first_advantages" ADD CONSTRAINT "_main_page_v_version_advantage_first_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_advantage_first_advantages" ADD CONSTRAINT "_main_page_v_version_advantage_first_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_feature_items" ADD CONSTRAINT "_main_page_v_version_feature_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_feature_items" ADD CONSTRAINT "_main_page_v_version_feature_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_video_heroes" ADD CONSTRAINT "_main_page_v_version_video_heroes_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_video_heroes" ADD CONSTRAINT "_main_page_v_version_video_heroes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_advantage_second_advantages" ADD CONSTRAINT "_main_page_v_version_advantage_second_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_advantage_second_advantages" ADD CONSTRAINT "_main_page_v_version_advantage_second_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_gallery_slides" ADD CONSTRAINT "_main_page_v_version_gallery_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_gallery_slides" ADD CONSTRAINT "_main_page_v_version_gallery_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_gallery_items" ADD CONSTRAINT "_main_page_v_version_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v_version_gallery_items" ADD CONSTRAINT "_main_page_v_version_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_main_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_developer_image_id_media_id_fk" FOREIGN KEY ("version_developer_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_story_image_id_media_id_fk" FOREIGN KEY ("version_story_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_layout_block_image_id_media_id_fk" FOREIGN KEY ("version_layout_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_feature_image_id_media_id_fk" FOREIGN KEY ("version_feature_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_video_history_poster_id_media_id_fk" FOREIGN KEY ("version_video_history_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_video_avatar_id_media_id_fk" FOREIGN KEY ("version_video_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("version_gallery_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_main_page_v" ADD CONSTRAINT "_main_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_location_page_v_version_map_points" ADD CONSTRAINT "_location_page_v_version_map_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_location_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_location_page_v_version_points_attraction_items" ADD CONSTRAINT "_location_page_v_version_points_attraction_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_location_page_v_version_points_attraction_items" ADD CONSTRAINT "_location_page_v_version_points_attraction_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_location_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_location_page_v_version_school_kindergarten_items" ADD CONSTRAINT "_location_page_v_version_school_kindergarten_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_location_page_v_version_school_kindergarten_items" ADD CONSTRAINT "_location_page_v_version_school_kindergarten_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_location_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_location_page_v" ADD CONSTRAINT "_location_page_v_version_district_panorama_image_id_media_id_fk" FOREIGN KEY ("version_district_panorama_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_location_page_v" ADD CONSTRAINT "_location_page_v_version_points_attraction_image_id_media_id_fk" FOREIGN KEY ("version_points_attraction_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_location_page_v" ADD CONSTRAINT "_location_page_v_version_school_kindergarten_image_id_media_id_fk" FOREIGN KEY ("version_school_kindergarten_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_location_page_v" ADD CONSTRAINT "_location_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_slider_main_screen_items" ADD CONSTRAINT "_yards_page_v_version_slider_main_screen_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_slider_main_screen_items" ADD CONSTRAINT "_yards_page_v_version_slider_main_screen_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_communication_area_block_items" ADD CONSTRAINT "_yards_page_v_version_communication_area_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_communication_area_block_items" ADD CONSTRAINT "_yards_page_v_version_communication_area_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_advantage_block_advantages" ADD CONSTRAINT "_yards_page_v_version_advantage_block_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_advantage_block_advantages" ADD CONSTRAINT "_yards_page_v_version_advantage_block_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_park_features_block_items" ADD CONSTRAINT "_yards_page_v_version_park_features_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_park_features_block_items" ADD CONSTRAINT "_yards_page_v_version_park_features_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_settle_down_nearby_block_first_items" ADD CONSTRAINT "_yards_page_v_version_settle_down_nearby_block_first_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_settle_down_nearby_block_first_items" ADD CONSTRAINT "_yards_page_v_version_settle_down_nearby_block_first_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_settle_down_nearby_block_second_items" ADD CONSTRAINT "_yards_page_v_version_settle_down_nearby_block_second_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_settle_down_nearby_block_second_items" ADD CONSTRAINT "_yards_page_v_version_settle_down_nearby_block_second_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_gallery_slides" ADD CONSTRAINT "_yards_page_v_version_gallery_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_gallery_slides" ADD CONSTRAINT "_yards_page_v_version_gallery_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_sport_block_items" ADD CONSTRAINT "_yards_page_v_version_sport_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_sport_block_items" ADD CONSTRAINT "_yards_page_v_version_sport_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_herbarium_block_items" ADD CONSTRAINT "_yards_page_v_version_herbarium_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v_version_herbarium_block_items" ADD CONSTRAINT "_yards_page_v_version_herbarium_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_yards_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_yards_page_v" ADD CONSTRAINT "_yards_page_v_version_communication_area_block_image_id_media_id_fk" FOREIGN KEY ("version_communication_area_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v" ADD CONSTRAINT "_yards_page_v_version_park_features_block_image_id_media_id_fk" FOREIGN KEY ("version_park_features_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v" ADD CONSTRAINT "_yards_page_v_version_settle_down_nearby_block_first_image_id_media_id_fk" FOREIGN KEY ("version_settle_down_nearby_block_first_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v" ADD CONSTRAINT "_yards_page_v_version_settle_down_nearby_block_second_image_id_media_id_fk" FOREIGN KEY ("version_settle_down_nearby_block_second_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v" ADD CONSTRAINT "_yards_page_v_version_sport_block_image_id_media_id_fk" FOREIGN KEY ("version_sport_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v" ADD CONSTRAINT "_yards_page_v_version_herbarium_block_image_id_media_id_fk" FOREIGN KEY ("version_herbarium_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_yards_page_v" ADD CONSTRAINT "_yards_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_main_screen_items" ADD CONSTRAINT "_sunrise_page_v_version_main_screen_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_main_screen_items" ADD CONSTRAINT "_sunrise_page_v_version_main_screen_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sunrise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_advantages_windows_block_items" ADD CONSTRAINT "_sunrise_page_v_version_advantages_windows_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_advantages_windows_block_items" ADD CONSTRAINT "_sunrise_page_v_version_advantages_windows_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sunrise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_sunrises_layout_block_items" ADD CONSTRAINT "_sunrise_page_v_version_sunrises_layout_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_sunrises_layout_block_items" ADD CONSTRAINT "_sunrise_page_v_version_sunrises_layout_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sunrise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_features_corner_glazing_block_items" ADD CONSTRAINT "_sunrise_page_v_version_features_corner_glazing_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_features_corner_glazing_block_items" ADD CONSTRAINT "_sunrise_page_v_version_features_corner_glazing_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sunrise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_advantage_block_advantages" ADD CONSTRAINT "_sunrise_page_v_version_advantage_block_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_advantage_block_advantages" ADD CONSTRAINT "_sunrise_page_v_version_advantage_block_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sunrise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_corner_glazing_block_items" ADD CONSTRAINT "_sunrise_page_v_version_corner_glazing_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_corner_glazing_block_items" ADD CONSTRAINT "_sunrise_page_v_version_corner_glazing_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sunrise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_about_windows_block_items" ADD CONSTRAINT "_sunrise_page_v_version_about_windows_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v_version_about_windows_block_items" ADD CONSTRAINT "_sunrise_page_v_version_about_windows_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sunrise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v" ADD CONSTRAINT "_sunrise_page_v_version_main_screen_image_id_media_id_fk" FOREIGN KEY ("version_main_screen_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v" ADD CONSTRAINT "_sunrise_page_v_version_advantages_windows_block_image_id_media_id_fk" FOREIGN KEY ("version_advantages_windows_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v" ADD CONSTRAINT "_sunrise_page_v_version_sunrises_layout_block_image_id_media_id_fk" FOREIGN KEY ("version_sunrises_layout_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v" ADD CONSTRAINT "_sunrise_page_v_version_features_corner_glazing_block_image_id_media_id_fk" FOREIGN KEY ("version_features_corner_glazing_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v" ADD CONSTRAINT "_sunrise_page_v_version_corner_glazing_block_image_id_media_id_fk" FOREIGN KEY ("version_corner_glazing_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v" ADD CONSTRAINT "_sunrise_page_v_version_about_windows_block_image_id_media_id_fk" FOREIGN KEY ("version_about_windows_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sunrise_page_v" ADD CONSTRAINT "_sunrise_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_mortgage_page_v_version_faqs" ADD CONSTRAINT "_mortgage_page_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mortgage_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mortgage_page_v" ADD CONSTRAINT "_mortgage_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_page_v" ADD CONSTRAINT "_progress_page_v_version_panorama_card_image_id_media_id_fk" FOREIGN KEY ("version_panorama_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_page_v" ADD CONSTRAINT "_progress_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_promos_v_version_applies_to_property_types_order_idx" ON "_promos_v_version_applies_to_property_types" USING btree ("order");
  CREATE INDEX "_promos_v_version_applies_to_property_types_parent_idx" ON "_promos_v_version_applies_to_property_types" USING btree ("parent_id");
  CREATE INDEX "_promos_v_version_applies_to_features_order_idx" ON "_promos_v_version_applies_to_features" USING btree ("order");
  CREATE INDEX "_promos_v_version_applies_to_features_parent_idx" ON "_promos_v_version_applies_to_features" USING btree ("parent_id");
  CREATE INDEX "_promos_v_parent_idx" ON "_promos_v" USING btree ("parent_id");
  CREATE INDEX "_promos_v_version_version_placement_idx" ON "_promos_v" USING btree ("version_placement");
  CREATE INDEX "_promos_v_version_version_image_idx" ON "_promos_v" USING btree ("version_image_id");
  CREATE INDEX "_promos_v_version_applies_to_version_applies_to_mortgage_idx" ON "_promos_v" USING btree ("version_applies_to_mortgage_program_id");
  CREATE INDEX "_promos_v_version_version_edited_by_idx" ON "_promos_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_promos_v_version_version_updated_at_idx" ON "_promos_v" USING btree ("version_updated_at");
  CREATE INDEX "_promos_v_version_version_created_at_idx" ON "_promos_v" USING btree ("version_created_at");
  CREATE INDEX "_promos_v_version_version__status_idx" ON "_promos_v" USING btree ("version__status");
  CREATE INDEX "_promos_v_created_at_idx" ON "_promos_v" USING btree ("created_at");
  CREATE INDEX "_promos_v_updated_at_idx" ON "_promos_v" USING btree ("updated_at");
  CREATE INDEX "_promos_v_latest_idx" ON "_promos_v" USING btree ("latest");
  CREATE INDEX "_promos_v_autosave_idx" ON "_promos_v" USING btree ("autosave");
  CREATE INDEX "_promos_v_rels_order_idx" ON "_promos_v_rels" USING btree ("order");
  CREATE INDEX "_promos_v_rels_parent_idx" ON "_promos_v_rels" USING btree ("parent_id");
  CREATE INDEX "_promos_v_rels_path_idx" ON "_promos_v_rels" USING btree ("path");
  CREATE INDEX "_promos_v_rels_buildings_id_idx" ON "_promos_v_rels" USING btree ("buildings_id");
  CREATE INDEX "_progress_cards_v_version_photos_order_idx" ON "_progress_cards_v_version_photos" USING btree ("_order");
  CREATE INDEX "_progress_cards_v_version_photos_parent_id_idx" ON "_progress_cards_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_progress_cards_v_version_photos_image_idx" ON "_progress_cards_v_version_photos" USING btree ("image_id");
  CREATE INDEX "_progress_cards_v_parent_idx" ON "_progress_cards_v" USING btree ("parent_id");
  CREATE INDEX "_progress_cards_v_version_version_date_idx" ON "_progress_cards_v" USING btree ("version_date");
  CREATE INDEX "_progress_cards_v_version_version_year_idx" ON "_progress_cards_v" USING btree ("version_year");
  CREATE INDEX "_progress_cards_v_version_version_edited_by_idx" ON "_progress_cards_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_progress_cards_v_version_version_updated_at_idx" ON "_progress_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_progress_cards_v_version_version_created_at_idx" ON "_progress_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_progress_cards_v_version_version__status_idx" ON "_progress_cards_v" USING btree ("version__status");
  CREATE INDEX "_progress_cards_v_created_at_idx" ON "_progress_cards_v" USING btree ("created_at");
  CREATE INDEX "_progress_cards_v_updated_at_idx" ON "_progress_cards_v" USING btree ("updated_at");
  CREATE INDEX "_progress_cards_v_latest_idx" ON "_progress_cards_v" USING btree ("latest");
  CREATE INDEX "_progress_cards_v_autosave_idx" ON "_progress_cards_v" USING btree ("autosave");
  CREATE INDEX "_progress_cards_v_rels_order_idx" ON "_progress_cards_v_rels" USING btree ("order");
  CREATE INDEX "_progress_cards_v_rels_parent_idx" ON "_progress_cards_v_rels" USING btree ("parent_id");
  CREATE INDEX "_progress_cards_v_rels_path_idx" ON "_progress_cards_v_rels" USING btree ("path");
  CREATE INDEX "_progress_cards_v_rels_buildings_id_idx" ON "_progress_cards_v_rels" USING btree ("buildings_id");
  CREATE INDEX "_seo_records_v_version_meta_tags_order_idx" ON "_seo_records_v_version_meta_tags" USING btree ("_order");
  CREATE INDEX "_seo_records_v_version_meta_tags_parent_id_idx" ON "_seo_records_v_version_meta_tags" USING btree ("_parent_id");
  CREATE INDEX "_seo_records_v_version_meta_tags_image_idx" ON "_seo_records_v_version_meta_tags" USING btree ("image_id");
  CREATE INDEX "_seo_records_v_parent_idx" ON "_seo_records_v" USING btree ("parent_id");
  CREATE INDEX "_seo_records_v_version_version_slug_idx" ON "_seo_records_v" USING btree ("version_slug");
  CREATE INDEX "_seo_records_v_version_version_edited_by_idx" ON "_seo_records_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_seo_records_v_version_version_updated_at_idx" ON "_seo_records_v" USING btree ("version_updated_at");
  CREATE INDEX "_seo_records_v_version_version_created_at_idx" ON "_seo_records_v" USING btree ("version_created_at");
  CREATE INDEX "_seo_records_v_version_version__status_idx" ON "_seo_records_v" USING btree ("version__status");
  CREATE INDEX "_seo_records_v_created_at_idx" ON "_seo_records_v" USING btree ("created_at");
  CREATE INDEX "_seo_records_v_updated_at_idx" ON "_seo_records_v" USING btree ("updated_at");
  CREATE INDEX "_seo_records_v_latest_idx" ON "_seo_records_v" USING btree ("latest");
  CREATE INDEX "_seo_records_v_autosave_idx" ON "_seo_records_v" USING btree ("autosave");
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_author_idx" ON "leads_notes" USING btree ("author_id");
  CREATE INDEX "property_changes_property_idx" ON "property_changes" USING btree ("property_id");
  CREATE INDEX "property_changes_user_idx" ON "property_changes" USING btree ("user_id");
  CREATE INDEX "property_changes_updated_at_idx" ON "property_changes" USING btree ("updated_at");
  CREATE INDEX "property_changes_created_at_idx" ON "property_changes" USING btree ("created_at");
  CREATE INDEX "_layouts_v_version_gallery_order_idx" ON "_layouts_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_layouts_v_version_gallery_parent_id_idx" ON "_layouts_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_layouts_v_version_gallery_image_idx" ON "_layouts_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_layouts_v_version_layout_features_order_idx" ON "_layouts_v_version_layout_features" USING btree ("_order");
  CREATE INDEX "_layouts_v_version_layout_features_parent_id_idx" ON "_layouts_v_version_layout_features" USING btree ("_parent_id");
  CREATE INDEX "_layouts_v_version_default_features_order_idx" ON "_layouts_v_version_default_features" USING btree ("_order");
  CREATE INDEX "_layouts_v_version_default_features_parent_id_idx" ON "_layouts_v_version_default_features" USING btree ("_parent_id");
  CREATE INDEX "_layouts_v_parent_idx" ON "_layouts_v" USING btree ("parent_id");
  CREATE INDEX "_layouts_v_version_version_code_idx" ON "_layouts_v" USING btree ("version_code");
  CREATE INDEX "_layouts_v_version_version_plan_idx" ON "_layouts_v" USING btree ("version_plan_id");
  CREATE INDEX "_layouts_v_version_version_floor_position_idx" ON "_layouts_v" USING btree ("version_floor_position_id");
  CREATE INDEX "_layouts_v_version_version_edited_by_idx" ON "_layouts_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_layouts_v_version_version_updated_at_idx" ON "_layouts_v" USING btree ("version_updated_at");
  CREATE INDEX "_layouts_v_version_version_created_at_idx" ON "_layouts_v" USING btree ("version_created_at");
  CREATE INDEX "_layouts_v_version_version__status_idx" ON "_layouts_v" USING btree ("version__status");
  CREATE INDEX "_layouts_v_created_at_idx" ON "_layouts_v" USING btree ("created_at");
  CREATE INDEX "_layouts_v_updated_at_idx" ON "_layouts_v" USING btree ("updated_at");
  CREATE INDEX "_layouts_v_latest_idx" ON "_layouts_v" USING btree ("latest");
  CREATE INDEX "_layouts_v_autosave_idx" ON "_layouts_v" USING btree ("autosave");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "_main_page_v_version_screens_order_idx" ON "_main_page_v_version_screens" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_screens_parent_id_idx" ON "_main_page_v_version_screens" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_screens_image_idx" ON "_main_page_v_version_screens" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_developer_items_order_idx" ON "_main_page_v_version_developer_items" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_developer_items_parent_id_idx" ON "_main_page_v_version_developer_items" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_developer_items_image_idx" ON "_main_page_v_version_developer_items" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_developer_stats_order_idx" ON "_main_page_v_version_developer_stats" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_developer_stats_parent_id_idx" ON "_main_page_v_version_developer_stats" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_developer_stats_image_idx" ON "_main_page_v_version_developer_stats" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_story_items_order_idx" ON "_main_page_v_version_story_items" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_story_items_parent_id_idx" ON "_main_page_v_version_story_items" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_story_items_image_idx" ON "_main_page_v_version_story_items" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_layout_block_items_order_idx" ON "_main_page_v_version_layout_block_items" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_layout_block_items_parent_id_idx" ON "_main_page_v_version_layout_block_items" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_layout_block_items_image_idx" ON "_main_page_v_version_layout_block_items" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_layouts_order_idx" ON "_main_page_v_version_layouts" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_layouts_parent_id_idx" ON "_main_page_v_version_layouts" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_layouts_image_idx" ON "_main_page_v_version_layouts" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_advantage_first_advantages_order_idx" ON "_main_page_v_version_advantage_first_advantages" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_advantage_first_advantages_parent_id_idx" ON "_main_page_v_version_advantage_first_advantages" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_advantage_first_advantages_image_idx" ON "_main_page_v_version_advantage_first_advantages" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_feature_items_order_idx" ON "_main_page_v_version_feature_items" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_feature_items_parent_id_idx" ON "_main_page_v_version_feature_items" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_feature_items_image_idx" ON "_main_page_v_version_feature_items" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_video_heroes_order_idx" ON "_main_page_v_version_video_heroes" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_video_heroes_parent_id_idx" ON "_main_page_v_version_video_heroes" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_video_heroes_poster_idx" ON "_main_page_v_version_video_heroes" USING btree ("poster_id");
  CREATE INDEX "_main_page_v_version_advantage_second_advantages_order_idx" ON "_main_page_v_version_advantage_second_advantages" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_advantage_second_advantages_parent_id_idx" ON "_main_page_v_version_advantage_second_advantages" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_advantage_second_advantages_image_idx" ON "_main_page_v_version_advantage_second_advantages" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_gallery_slides_order_idx" ON "_main_page_v_version_gallery_slides" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_gallery_slides_parent_id_idx" ON "_main_page_v_version_gallery_slides" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_gallery_slides_image_idx" ON "_main_page_v_version_gallery_slides" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_gallery_items_order_idx" ON "_main_page_v_version_gallery_items" USING btree ("_order");
  CREATE INDEX "_main_page_v_version_gallery_items_parent_id_idx" ON "_main_page_v_version_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "_main_page_v_version_gallery_items_image_idx" ON "_main_page_v_version_gallery_items" USING btree ("image_id");
  CREATE INDEX "_main_page_v_version_developer_version_developer_image_idx" ON "_main_page_v" USING btree ("version_developer_image_id");
  CREATE INDEX "_main_page_v_version_story_version_story_image_idx" ON "_main_page_v" USING btree ("version_story_image_id");
  CREATE INDEX "_main_page_v_version_layout_block_version_layout_block_i_idx" ON "_main_page_v" USING btree ("version_layout_block_image_id");
  CREATE INDEX "_main_page_v_version_feature_version_feature_image_idx" ON "_main_page_v" USING btree ("version_feature_image_id");
  CREATE INDEX "_main_page_v_version_video_history_version_video_history_idx" ON "_main_page_v" USING btree ("version_video_history_poster_id");
  CREATE INDEX "_main_page_v_version_version_video_avatar_idx" ON "_main_page_v" USING btree ("version_video_avatar_id");
  CREATE INDEX "_main_page_v_version_gallery_version_gallery_image_idx" ON "_main_page_v" USING btree ("version_gallery_image_id");
  CREATE INDEX "_main_page_v_version_version_edited_by_idx" ON "_main_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_main_page_v_version_version__status_idx" ON "_main_page_v" USING btree ("version__status");
  CREATE INDEX "_main_page_v_created_at_idx" ON "_main_page_v" USING btree ("created_at");
  CREATE INDEX "_main_page_v_updated_at_idx" ON "_main_page_v" USING btree ("updated_at");
  CREATE INDEX "_main_page_v_latest_idx" ON "_main_page_v" USING btree ("latest");
  CREATE INDEX "_main_page_v_autosave_idx" ON "_main_page_v" USING btree ("autosave");
  CREATE INDEX "_location_page_v_version_map_points_order_idx" ON "_location_page_v_version_map_points" USING btree ("_order");
  CREATE INDEX "_location_page_v_version_map_points_parent_id_idx" ON "_location_page_v_version_map_points" USING btree ("_parent_id");
  CREATE INDEX "_location_page_v_version_points_attraction_items_order_idx" ON "_location_page_v_version_points_attraction_items" USING btree ("_order");
  CREATE INDEX "_location_page_v_version_points_attraction_items_parent_id_idx" ON "_location_page_v_version_points_attraction_items" USING btree ("_parent_id");
  CREATE INDEX "_location_page_v_version_points_attraction_items_image_idx" ON "_location_page_v_version_points_attraction_items" USING btree ("image_id");
  CREATE INDEX "_location_page_v_version_school_kindergarten_items_order_idx" ON "_location_page_v_version_school_kindergarten_items" USING btree ("_order");
  CREATE INDEX "_location_page_v_version_school_kindergarten_items_parent_id_idx" ON "_location_page_v_version_school_kindergarten_items" USING btree ("_parent_id");
  CREATE INDEX "_location_page_v_version_school_kindergarten_items_image_idx" ON "_location_page_v_version_school_kindergarten_items" USING btree ("image_id");
  CREATE INDEX "_location_page_v_version_district_panorama_version_distr_idx" ON "_location_page_v" USING btree ("version_district_panorama_image_id");
  CREATE INDEX "_location_page_v_version_points_attraction_version_point_idx" ON "_location_page_v" USING btree ("version_points_attraction_image_id");
  CREATE INDEX "_location_page_v_version_school_kindergarten_version_sch_idx" ON "_location_page_v" USING btree ("version_school_kindergarten_image_id");
  CREATE INDEX "_location_page_v_version_version_edited_by_idx" ON "_location_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_location_page_v_version_version__status_idx" ON "_location_page_v" USING btree ("version__status");
  CREATE INDEX "_location_page_v_created_at_idx" ON "_location_page_v" USING btree ("created_at");
  CREATE INDEX "_location_page_v_updated_at_idx" ON "_location_page_v" USING btree ("updated_at");
  CREATE INDEX "_location_page_v_latest_idx" ON "_location_page_v" USING btree ("latest");
  CREATE INDEX "_location_page_v_autosave_idx" ON "_location_page_v" USING btree ("autosave");
  CREATE INDEX "_yards_page_v_version_slider_main_screen_items_order_idx" ON "_yards_page_v_version_slider_main_screen_items" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_slider_main_screen_items_parent_id_idx" ON "_yards_page_v_version_slider_main_screen_items" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_slider_main_screen_items_image_idx" ON "_yards_page_v_version_slider_main_screen_items" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_communication_area_block_items_order_idx" ON "_yards_page_v_version_communication_area_block_items" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_communication_area_block_items_parent_id_idx" ON "_yards_page_v_version_communication_area_block_items" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_communication_area_block_items_ima_idx" ON "_yards_page_v_version_communication_area_block_items" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_advantage_block_advantages_order_idx" ON "_yards_page_v_version_advantage_block_advantages" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_advantage_block_advantages_parent_id_idx" ON "_yards_page_v_version_advantage_block_advantages" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_advantage_block_advantages_image_idx" ON "_yards_page_v_version_advantage_block_advantages" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_park_features_block_items_order_idx" ON "_yards_page_v_version_park_features_block_items" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_park_features_block_items_parent_id_idx" ON "_yards_page_v_version_park_features_block_items" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_park_features_block_items_image_idx" ON "_yards_page_v_version_park_features_block_items" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_first_items_order_idx" ON "_yards_page_v_version_settle_down_nearby_block_first_items" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_first_items_parent_id_idx" ON "_yards_page_v_version_settle_down_nearby_block_first_items" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_first_ite_idx" ON "_yards_page_v_version_settle_down_nearby_block_first_items" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_second_items_order_idx" ON "_yards_page_v_version_settle_down_nearby_block_second_items" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_second_items_parent_id_idx" ON "_yards_page_v_version_settle_down_nearby_block_second_items" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_second_it_idx" ON "_yards_page_v_version_settle_down_nearby_block_second_items" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_gallery_slides_order_idx" ON "_yards_page_v_version_gallery_slides" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_gallery_slides_parent_id_idx" ON "_yards_page_v_version_gallery_slides" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_gallery_slides_image_idx" ON "_yards_page_v_version_gallery_slides" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_sport_block_items_order_idx" ON "_yards_page_v_version_sport_block_items" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_sport_block_items_parent_id_idx" ON "_yards_page_v_version_sport_block_items" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_sport_block_items_image_idx" ON "_yards_page_v_version_sport_block_items" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_herbarium_block_items_order_idx" ON "_yards_page_v_version_herbarium_block_items" USING btree ("_order");
  CREATE INDEX "_yards_page_v_version_herbarium_block_items_parent_id_idx" ON "_yards_page_v_version_herbarium_block_items" USING btree ("_parent_id");
  CREATE INDEX "_yards_page_v_version_herbarium_block_items_image_idx" ON "_yards_page_v_version_herbarium_block_items" USING btree ("image_id");
  CREATE INDEX "_yards_page_v_version_communication_area_block_version_c_idx" ON "_yards_page_v" USING btree ("version_communication_area_block_image_id");
  CREATE INDEX "_yards_page_v_version_park_features_block_version_park_f_idx" ON "_yards_page_v" USING btree ("version_park_features_block_image_id");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_first_ver_idx" ON "_yards_page_v" USING btree ("version_settle_down_nearby_block_first_image_id");
  CREATE INDEX "_yards_page_v_version_settle_down_nearby_block_second_ve_idx" ON "_yards_page_v" USING btree ("version_settle_down_nearby_block_second_image_id");
  CREATE INDEX "_yards_page_v_version_sport_block_version_sport_block_im_idx" ON "_yards_page_v" USING btree ("version_sport_block_image_id");
  CREATE INDEX "_yards_page_v_version_herbarium_block_version_herbarium__idx" ON "_yards_page_v" USING btree ("version_herbarium_block_image_id");
  CREATE INDEX "_yards_page_v_version_version_edited_by_idx" ON "_yards_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_yards_page_v_version_version__status_idx" ON "_yards_page_v" USING btree ("version__status");
  CREATE INDEX "_yards_page_v_created_at_idx" ON "_yards_page_v" USING btree ("created_at");
  CREATE INDEX "_yards_page_v_updated_at_idx" ON "_yards_page_v" USING btree ("updated_at");
  CREATE INDEX "_yards_page_v_latest_idx" ON "_yards_page_v" USING btree ("latest");
  CREATE INDEX "_yards_page_v_autosave_idx" ON "_yards_page_v" USING btree ("autosave");
  CREATE INDEX "_sunrise_page_v_version_main_screen_items_order_idx" ON "_sunrise_page_v_version_main_screen_items" USING btree ("_order");
  CREATE INDEX "_sunrise_page_v_version_main_screen_items_parent_id_idx" ON "_sunrise_page_v_version_main_screen_items" USING btree ("_parent_id");
  CREATE INDEX "_sunrise_page_v_version_main_screen_items_image_idx" ON "_sunrise_page_v_version_main_screen_items" USING btree ("image_id");
  CREATE INDEX "_sunrise_page_v_version_advantages_windows_block_items_order_idx" ON "_sunrise_page_v_version_advantages_windows_block_items" USING btree ("_order");
  CREATE INDEX "_sunrise_page_v_version_advantages_windows_block_items_parent_id_idx" ON "_sunrise_page_v_version_advantages_windows_block_items" USING btree ("_parent_id");
  CREATE INDEX "_sunrise_page_v_version_advantages_windows_block_items_i_idx" ON "_sunrise_page_v_version_advantages_windows_block_items" USING btree ("image_id");
  CREATE INDEX "_sunrise_page_v_version_sunrises_layout_block_items_order_idx" ON "_sunrise_page_v_version_sunrises_layout_block_items" USING btree ("_order");
  CREATE INDEX "_sunrise_page_v_version_sunrises_layout_block_items_parent_id_idx" ON "_sunrise_page_v_version_sunrises_layout_block_items" USING btree ("_parent_id");
  CREATE INDEX "_sunrise_page_v_version_sunrises_layout_block_items_imag_idx" ON "_sunrise_page_v_version_sunrises_layout_block_items" USING btree ("image_id");
  CREATE INDEX "_sunrise_page_v_version_features_corner_glazing_block_items_order_idx" ON "_sunrise_page_v_version_features_corner_glazing_block_items" USING btree ("_order");
  CREATE INDEX "_sunrise_page_v_version_features_corner_glazing_block_items_parent_id_idx" ON "_sunrise_page_v_version_features_corner_glazing_block_items" USING btree ("_parent_id");
  CREATE INDEX "_sunrise_page_v_version_features_corner_glazing_block_it_idx" ON "_sunrise_page_v_version_features_corner_glazing_block_items" USING btree ("image_id");
  CREATE INDEX "_sunrise_page_v_version_advantage_block_advantages_order_idx" ON "_sunrise_page_v_version_advantage_block_advantages" USING btree ("_order");
  CREATE INDEX "_sunrise_page_v_version_advantage_block_advantages_parent_id_idx" ON "_sunrise_page_v_version_advantage_block_advantages" USING btree ("_parent_id");
  CREATE INDEX "_sunrise_page_v_version_advantage_block_advantages_image_idx" ON "_sunrise_page_v_version_advantage_block_advantages" USING btree ("image_id");
  CREATE INDEX "_sunrise_page_v_version_corner_glazing_block_items_order_idx" ON "_sunrise_page_v_version_corner_glazing_block_items" USING btree ("_order");
  CREATE INDEX "_sunrise_page_v_version_corner_glazing_block_items_parent_id_idx" ON "_sunrise_page_v_version_corner_glazing_block_items" USING btree ("_parent_id");
  CREATE INDEX "_sunrise_page_v_version_corner_glazing_block_items_image_idx" ON "_sunrise_page_v_version_corner_glazing_block_items" USING btree ("image_id");
  CREATE INDEX "_sunrise_page_v_version_about_windows_block_items_order_idx" ON "_sunrise_page_v_version_about_windows_block_items" USING btree ("_order");
  CREATE INDEX "_sunrise_page_v_version_about_windows_block_items_parent_id_idx" ON "_sunrise_page_v_version_about_windows_block_items" USING btree ("_parent_id");
  CREATE INDEX "_sunrise_page_v_version_about_windows_block_items_image_idx" ON "_sunrise_page_v_version_about_windows_block_items" USING btree ("image_id");
  CREATE INDEX "_sunrise_page_v_version_main_screen_version_main_screen__idx" ON "_sunrise_page_v" USING btree ("version_main_screen_image_id");
  CREATE INDEX "_sunrise_page_v_version_advantages_windows_block_version_idx" ON "_sunrise_page_v" USING btree ("version_advantages_windows_block_image_id");
  CREATE INDEX "_sunrise_page_v_version_sunrises_layout_block_version_su_idx" ON "_sunrise_page_v" USING btree ("version_sunrises_layout_block_image_id");
  CREATE INDEX "_sunrise_page_v_version_features_corner_glazing_block_ve_idx" ON "_sunrise_page_v" USING btree ("version_features_corner_glazing_block_image_id");
  CREATE INDEX "_sunrise_page_v_version_corner_glazing_block_version_cor_idx" ON "_sunrise_page_v" USING btree ("version_corner_glazing_block_image_id");
  CREATE INDEX "_sunrise_page_v_version_about_windows_block_version_abou_idx" ON "_sunrise_page_v" USING btree ("version_about_windows_block_image_id");
  CREATE INDEX "_sunrise_page_v_version_version_edited_by_idx" ON "_sunrise_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_sunrise_page_v_version_version__status_idx" ON "_sunrise_page_v" USING btree ("version__status");
  CREATE INDEX "_sunrise_page_v_created_at_idx" ON "_sunrise_page_v" USING btree ("created_at");
  CREATE INDEX "_sunrise_page_v_updated_at_idx" ON "_sunrise_page_v" USING btree ("updated_at");
  CREATE INDEX "_sunrise_page_v_latest_idx" ON "_sunrise_page_v" USING btree ("latest");
  CREATE INDEX "_sunrise_page_v_autosave_idx" ON "_sunrise_page_v" USING btree ("autosave");
  CREATE INDEX "_mortgage_page_v_version_faqs_order_idx" ON "_mortgage_page_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_mortgage_page_v_version_faqs_parent_id_idx" ON "_mortgage_page_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_mortgage_page_v_version_version_edited_by_idx" ON "_mortgage_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_mortgage_page_v_version_version__status_idx" ON "_mortgage_page_v" USING btree ("version__status");
  CREATE INDEX "_mortgage_page_v_created_at_idx" ON "_mortgage_page_v" USING btree ("created_at");
  CREATE INDEX "_mortgage_page_v_updated_at_idx" ON "_mortgage_page_v" USING btree ("updated_at");
  CREATE INDEX "_mortgage_page_v_latest_idx" ON "_mortgage_page_v" USING btree ("latest");
  CREATE INDEX "_mortgage_page_v_autosave_idx" ON "_mortgage_page_v" USING btree ("autosave");
  CREATE INDEX "_progress_page_v_version_panorama_card_version_panorama__idx" ON "_progress_page_v" USING btree ("version_panorama_card_image_id");
  CREATE INDEX "_progress_page_v_version_version_edited_by_idx" ON "_progress_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_progress_page_v_version_version__status_idx" ON "_progress_page_v" USING btree ("version__status");
  CREATE INDEX "_progress_page_v_created_at_idx" ON "_progress_page_v" USING btree ("created_at");
  CREATE INDEX "_progress_page_v_updated_at_idx" ON "_progress_page_v" USING btree ("updated_at");
  CREATE INDEX "_progress_page_v_latest_idx" ON "_progress_page_v" USING btree ("latest");
  CREATE INDEX "_progress_page_v_autosave_idx" ON "_progress_page_v" USING btree ("autosave");
  CREATE INDEX "_site_settings_v_version_version_edited_by_idx" ON "_site_settings_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  ALTER TABLE "layouts" ADD CONSTRAINT "layouts_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "progress_cards" ADD CONSTRAINT "progress_cards_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seo_records" ADD CONSTRAINT "seo_records_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_changes_fk" FOREIGN KEY ("property_changes_id") REFERENCES "public"."property_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_page" ADD CONSTRAINT "location_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page" ADD CONSTRAINT "yards_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page" ADD CONSTRAINT "sunrise_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mortgage_page" ADD CONSTRAINT "mortgage_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "progress_page" ADD CONSTRAINT "progress_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "layouts_edited_by_idx" ON "layouts" USING btree ("edited_by_id");
  CREATE INDEX "layouts__status_idx" ON "layouts" USING btree ("_status");
  CREATE INDEX "progress_cards_edited_by_idx" ON "progress_cards" USING btree ("edited_by_id");
  CREATE INDEX "progress_cards__status_idx" ON "progress_cards" USING btree ("_status");
  CREATE INDEX "promos_edited_by_idx" ON "promos" USING btree ("edited_by_id");
  CREATE INDEX "promos__status_idx" ON "promos" USING btree ("_status");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");
  CREATE INDEX "seo_records_edited_by_idx" ON "seo_records" USING btree ("edited_by_id");
  CREATE INDEX "seo_records__status_idx" ON "seo_records" USING btree ("_status");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "payload_locked_documents_rels_property_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("property_changes_id");
  CREATE INDEX "main_page_edited_by_idx" ON "main_page" USING btree ("edited_by_id");
  CREATE INDEX "main_page__status_idx" ON "main_page" USING btree ("_status");
  CREATE INDEX "location_page_edited_by_idx" ON "location_page" USING btree ("edited_by_id");
  CREATE INDEX "location_page__status_idx" ON "location_page" USING btree ("_status");
  CREATE INDEX "yards_page_edited_by_idx" ON "yards_page" USING btree ("edited_by_id");
  CREATE INDEX "yards_page__status_idx" ON "yards_page" USING btree ("_status");
  CREATE INDEX "sunrise_page_edited_by_idx" ON "sunrise_page" USING btree ("edited_by_id");
  CREATE INDEX "sunrise_page__status_idx" ON "sunrise_page" USING btree ("_status");
  CREATE INDEX "mortgage_page_edited_by_idx" ON "mortgage_page" USING btree ("edited_by_id");
  CREATE INDEX "mortgage_page__status_idx" ON "mortgage_page" USING btree ("_status");
  CREATE INDEX "progress_page_edited_by_idx" ON "progress_page" USING btree ("edited_by_id");
  CREATE INDEX "progress_page__status_idx" ON "progress_page" USING btree ("_status");
  CREATE INDEX "site_settings_edited_by_idx" ON "site_settings" USING btree ("edited_by_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  -- Data (hand-written, keep when regenerating): what existed before drafts was live, so it stays published;
  -- the accounts that existed before roles were all-powerful, so they become admins.
  UPDATE "layouts" SET "_status" = 'published';
  UPDATE "progress_cards" SET "_status" = 'published';
  UPDATE "promos" SET "_status" = 'published';
  UPDATE "seo_records" SET "_status" = 'published';
  UPDATE "main_page" SET "_status" = 'published';
  UPDATE "sunrise_page" SET "_status" = 'published';
  UPDATE "yards_page" SET "_status" = 'published';
  UPDATE "location_page" SET "_status" = 'published';
  UPDATE "mortgage_page" SET "_status" = 'published';
  UPDATE "progress_page" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';
  UPDATE "users" SET "role" = 'admin';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_promos_v_version_applies_to_property_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promos_v_version_applies_to_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_progress_cards_v_version_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_progress_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_progress_cards_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seo_records_v_version_meta_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seo_records_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "property_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_layouts_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_layouts_v_version_layout_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_layouts_v_version_default_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_layouts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_screens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_developer_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_developer_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_story_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_layout_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_layouts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_advantage_first_advantages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_feature_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_video_heroes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_advantage_second_advantages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_gallery_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v_version_gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_main_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_location_page_v_version_map_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_location_page_v_version_points_attraction_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_location_page_v_version_school_kindergarten_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_location_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_slider_main_screen_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_communication_area_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_advantage_block_advantages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_park_features_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_settle_down_nearby_block_first_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_settle_down_nearby_block_second_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_gallery_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_sport_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v_version_herbarium_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_yards_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v_version_main_screen_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v_version_advantages_windows_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v_version_sunrises_layout_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v_version_features_corner_glazing_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v_version_advantage_block_advantages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v_version_corner_glazing_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v_version_about_windows_block_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sunrise_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mortgage_page_v_version_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mortgage_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_progress_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_promos_v_version_applies_to_property_types" CASCADE;
  DROP TABLE "_promos_v_version_applies_to_features" CASCADE;
  DROP TABLE "_promos_v" CASCADE;
  DROP TABLE "_promos_v_rels" CASCADE;
  DROP TABLE "_progress_cards_v_version_photos" CASCADE;
  DROP TABLE "_progress_cards_v" CASCADE;
  DROP TABLE "_progress_cards_v_rels" CASCADE;
  DROP TABLE "_seo_records_v_version_meta_tags" CASCADE;
  DROP TABLE "_seo_records_v" CASCADE;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "property_changes" CASCADE;
  DROP TABLE "_layouts_v_version_gallery" CASCADE;
  DROP TABLE "_layouts_v_version_layout_features" CASCADE;
  DROP TABLE "_layouts_v_version_default_features" CASCADE;
  DROP TABLE "_layouts_v" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "_main_page_v_version_screens" CASCADE;
  DROP TABLE "_main_page_v_version_developer_items" CASCADE;
  DROP TABLE "_main_page_v_version_developer_stats" CASCADE;
  DROP TABLE "_main_page_v_version_story_items" CASCADE;
  DROP TABLE "_main_page_v_version_layout_block_items" CASCADE;
  DROP TABLE "_main_page_v_version_layouts" CASCADE;
  DROP TABLE "_main_page_v_version_advantage_first_advantages" CASCADE;
  DROP TABLE "_main_page_v_version_feature_items" CASCADE;
  DROP TABLE "_main_page_v_version_video_heroes" CASCADE;
  DROP TABLE "_main_page_v_version_advantage_second_advantages" CASCADE;
  DROP TABLE "_main_page_v_version_gallery_slides" CASCADE;
  DROP TABLE "_main_page_v_version_gallery_items" CASCADE;
  DROP TABLE "_main_page_v" CASCADE;
  DROP TABLE "_location_page_v_version_map_points" CASCADE;
  DROP TABLE "_location_page_v_version_points_attraction_items" CASCADE;
  DROP TABLE "_location_page_v_version_school_kindergarten_items" CASCADE;
  DROP TABLE "_location_page_v" CASCADE;
  DROP TABLE "_yards_page_v_version_slider_main_screen_items" CASCADE;
  DROP TABLE "_yards_page_v_version_communication_area_block_items" CASCADE;
  DROP TABLE "_yards_page_v_version_advantage_block_advantages" CASCADE;
  DROP TABLE "_yards_page_v_version_park_features_block_items" CASCADE;
  DROP TABLE "_yards_page_v_version_settle_down_nearby_block_first_items" CASCADE;
  DROP TABLE "_yards_page_v_version_settle_down_nearby_block_second_items" CASCADE;
  DROP TABLE "_yards_page_v_version_gallery_slides" CASCADE;
  DROP TABLE "_yards_page_v_version_sport_block_items" CASCADE;
  DROP TABLE "_yards_page_v_version_herbarium_block_items" CASCADE;
  DROP TABLE "_yards_page_v" CASCADE;
  DROP TABLE "_sunrise_page_v_version_main_screen_items" CASCADE;
  DROP TABLE "_sunrise_page_v_version_advantages_windows_block_items" CASCADE;
  DROP TABLE "_sunrise_page_v_version_sunrises_layout_block_items" CASCADE;
  DROP TABLE "_sunrise_page_v_version_features_corner_glazing_block_items" CASCADE;
  DROP TABLE "_sunrise_page_v_version_advantage_block_advantages" CASCADE;
  DROP TABLE "_sunrise_page_v_version_corner_glazing_block_items" CASCADE;
  DROP TABLE "_sunrise_page_v_version_about_windows_block_items" CASCADE;
  DROP TABLE "_sunrise_page_v" CASCADE;
  DROP TABLE "_mortgage_page_v_version_faqs" CASCADE;
  DROP TABLE "_mortgage_page_v" CASCADE;
  DROP TABLE "_progress_page_v" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  ALTER TABLE "promos" DROP CONSTRAINT "promos_edited_by_id_users_id_fk";
  
  ALTER TABLE "progress_cards" DROP CONSTRAINT "progress_cards_edited_by_id_users_id_fk";
  
  ALTER TABLE "seo_records" DROP CONSTRAINT "seo_records_edited_by_id_users_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
  
  ALTER TABLE "layouts" DROP CONSTRAINT "layouts_edited_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_property_changes_fk";
  
  ALTER TABLE "main_page" DROP CONSTRAINT "main_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "location_page" DROP CONSTRAINT "location_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "yards_page" DROP CONSTRAINT "yards_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "sunrise_page" DROP CONSTRAINT "sunrise_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "mortgage_page" DROP CONSTRAINT "mortgage_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "progress_page" DROP CONSTRAINT "progress_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_edited_by_id_users_id_fk";
  
  DROP INDEX "promos_edited_by_idx";
  DROP INDEX "promos__status_idx";
  DROP INDEX "progress_cards_edited_by_idx";
  DROP INDEX "progress_cards__status_idx";
  DROP INDEX "seo_records_edited_by_idx";
  DROP INDEX "seo_records__status_idx";
  DROP INDEX "leads_status_idx";
  DROP INDEX "leads_owner_idx";
  DROP INDEX "layouts_edited_by_idx";
  DROP INDEX "layouts__status_idx";
  DROP INDEX "users_role_idx";
  DROP INDEX "payload_locked_documents_rels_property_changes_id_idx";
  DROP INDEX "main_page_edited_by_idx";
  DROP INDEX "main_page__status_idx";
  DROP INDEX "location_page_edited_by_idx";
  DROP INDEX "location_page__status_idx";
  DROP INDEX "yards_page_edited_by_idx";
  DROP INDEX "yards_page__status_idx";
  DROP INDEX "sunrise_page_edited_by_idx";
  DROP INDEX "sunrise_page__status_idx";
  DROP INDEX "mortgage_page_edited_by_idx";
  DROP INDEX "mortgage_page__status_idx";
  DROP INDEX "progress_page_edited_by_idx";
  DROP INDEX "progress_page__status_idx";
  DROP INDEX "site_settings_edited_by_idx";
  DROP INDEX "site_settings__status_idx";
  ALTER TABLE "promos" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "promos" ALTER COLUMN "placement" SET NOT NULL;
  ALTER TABLE "progress_cards_photos" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "progress_cards" ALTER COLUMN "month" SET NOT NULL;
  ALTER TABLE "seo_records_meta_tags" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "seo_records" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "layouts_gallery" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "layouts_layout_features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "layouts_default_features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "rooms" SET NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "area" SET NOT NULL;
  ALTER TABLE "layouts" ALTER COLUMN "plan_id" SET NOT NULL;
  ALTER TABLE "main_page_screens" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_screens" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "main_page_developer_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_developer_stats" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_story_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_layout_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_layouts" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_advantage_first_advantages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_feature_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_video_heroes" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "main_page_advantage_second_advantages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "main_page_gallery_slides" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "main_page_gallery_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "location_page_map_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "location_page_map_points" ALTER COLUMN "lat" SET NOT NULL;
  ALTER TABLE "location_page_map_points" ALTER COLUMN "lng" SET NOT NULL;
  ALTER TABLE "location_page_points_attraction_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "location_page_school_kindergarten_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "location_page" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page_slider_main_screen_items" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "yards_page_communication_area_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page_advantage_block_advantages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page_park_features_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page_settle_down_nearby_block_first_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page_settle_down_nearby_block_second_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page_gallery_slides" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "yards_page_sport_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page_herbarium_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "yards_page" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sunrise_page_main_screen_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sunrise_page_advantages_windows_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sunrise_page_sunrises_layout_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sunrise_page_features_corner_glazing_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sunrise_page_advantage_block_advantages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sunrise_page_corner_glazing_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "sunrise_page_about_windows_block_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mortgage_page_faqs" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "mortgage_page_faqs" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "mortgage_page" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "progress_page" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "project_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "promos" DROP COLUMN "edited_by_id";
  ALTER TABLE "promos" DROP COLUMN "_status";
  ALTER TABLE "progress_cards" DROP COLUMN "edited_by_id";
  ALTER TABLE "progress_cards" DROP COLUMN "_status";
  ALTER TABLE "seo_records" DROP COLUMN "edited_by_id";
  ALTER TABLE "seo_records" DROP COLUMN "_status";
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "layouts" DROP COLUMN "edited_by_id";
  ALTER TABLE "layouts" DROP COLUMN "_status";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "property_changes_id";
  ALTER TABLE "main_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "main_page" DROP COLUMN "_status";
  ALTER TABLE "location_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "location_page" DROP COLUMN "_status";
  ALTER TABLE "yards_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "yards_page" DROP COLUMN "_status";
  ALTER TABLE "sunrise_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "sunrise_page" DROP COLUMN "_status";
  ALTER TABLE "mortgage_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "mortgage_page" DROP COLUMN "_status";
  ALTER TABLE "progress_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "progress_page" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "edited_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_promos_status";
  DROP TYPE "public"."enum__promos_v_version_applies_to_property_types";
  DROP TYPE "public"."enum__promos_v_version_applies_to_features";
  DROP TYPE "public"."enum__promos_v_version_placement";
  DROP TYPE "public"."enum__promos_v_version_applies_to_completion";
  DROP TYPE "public"."enum__promos_v_version_status";
  DROP TYPE "public"."enum_progress_cards_status";
  DROP TYPE "public"."enum__progress_cards_v_version_status";
  DROP TYPE "public"."enum_seo_records_status";
  DROP TYPE "public"."enum__seo_records_v_version_status";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_property_changes_status_before";
  DROP TYPE "public"."enum_property_changes_status";
  DROP TYPE "public"."enum_property_changes_source";
  DROP TYPE "public"."enum_layouts_status";
  DROP TYPE "public"."enum__layouts_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_main_page_status";
  DROP TYPE "public"."enum__main_page_v_version_status";
  DROP TYPE "public"."enum_location_page_status";
  DROP TYPE "public"."enum__location_page_v_version_status";
  DROP TYPE "public"."enum_yards_page_status";
  DROP TYPE "public"."enum__yards_page_v_version_status";
  DROP TYPE "public"."enum_sunrise_page_status";
  DROP TYPE "public"."enum__sunrise_page_v_version_status";
  DROP TYPE "public"."enum_mortgage_page_status";
  DROP TYPE "public"."enum__mortgage_page_v_version_status";
  DROP TYPE "public"."enum_progress_page_status";
  DROP TYPE "public"."enum__progress_page_v_version_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";`)
}
