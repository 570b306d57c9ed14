import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_features" AS ENUM('corner_glazing', 'terrace', 'master_bedroom', 'walk_in_closet', 'water_view', 'high_ceilings', 'two_bathrooms', 'kitchen_living', 'dual_aspect');
  CREATE TYPE "public"."enum_properties_type" AS ENUM('flat', 'parking', 'storage', 'commercial');
  CREATE TYPE "public"."enum_properties_status" AS ENUM('available', 'booked', 'sold');
  CREATE TYPE "public"."enum_properties_finishing_kind" AS ENUM('none', 'white_box', 'finish', 'furnished');
  CREATE TYPE "public"."enum_properties_orientation" AS ENUM('n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw');
  CREATE TYPE "public"."enum_buildings_completion_status" AS ENUM('construction', 'completed');
  CREATE TYPE "public"."enum_sections_completion_status" AS ENUM('construction', 'completed');
  CREATE TYPE "public"."enum_mortgage_programs_category" AS ENUM('market', 'family', 'it', 'subsidized', 'installment');
  CREATE TYPE "public"."enum_promos_placement" AS ENUM('banner', 'promo', 'promo_feature', 'discount', 'progress');
  CREATE TYPE "public"."enum_leads_type" AS ENUM('consultation', 'callback', 'booking', 'excursion');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_subscribers_delivery_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_visitor_items_list" AS ENUM('favorite', 'viewed', 'pinned');
  CREATE TYPE "public"."enum_redirects_status_code" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_media_kind" AS ENUM('plan', 'illustration', 'photo', 'icon');
  CREATE TABLE "properties_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_properties_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref_id" varchar NOT NULL,
  	"type" "enum_properties_type" DEFAULT 'flat' NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_properties_status" DEFAULT 'available' NOT NULL,
  	"hold_until" timestamp(3) with time zone,
  	"rooms" numeric,
  	"is_euro" boolean DEFAULT false,
  	"area" numeric NOT NULL,
  	"floor" numeric NOT NULL,
  	"building_id" integer NOT NULL,
  	"section_id" integer NOT NULL,
  	"layout_id" integer,
  	"plan_id" integer,
  	"price" numeric NOT NULL,
  	"old_price" numeric,
  	"price_per_m2" numeric,
  	"finishing_kind" "enum_properties_finishing_kind",
  	"orientation" "enum_properties_orientation",
  	"ceiling_height" numeric,
  	"full_mortgage_payment" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "layouts_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "layouts_layout_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "layouts_default_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "layouts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"rooms" numeric NOT NULL,
  	"is_euro" boolean DEFAULT false,
  	"area" numeric NOT NULL,
  	"plan_id" integer NOT NULL,
  	"floor_position_id" integer,
  	"virtual_tour" varchar,
  	"layout_feature_block_title" varchar,
  	"layout_feature_block_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buildings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar,
  	"completion_status" "enum_buildings_completion_status" DEFAULT 'construction' NOT NULL,
  	"ready_year" numeric NOT NULL,
  	"ready_quarter" numeric NOT NULL,
  	"total_floors" numeric,
  	"geometry" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"building_id" integer NOT NULL,
  	"number" numeric NOT NULL,
  	"completion_status" "enum_sections_completion_status" DEFAULT 'construction' NOT NULL,
  	"total_floors" numeric NOT NULL,
  	"geometry" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mortgage_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"bank_id" integer NOT NULL,
  	"category" "enum_mortgage_programs_category" NOT NULL,
  	"description" varchar,
  	"rate" numeric NOT NULL,
  	"term_max" numeric NOT NULL,
  	"price_max" numeric NOT NULL,
  	"initial_payment" numeric NOT NULL,
  	"is_favorite" boolean DEFAULT false,
  	"is_subsidized" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon_content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "progress_cards_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "progress_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"year" numeric NOT NULL,
  	"month" numeric NOT NULL,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "progress_cards_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"buildings_id" integer
  );
  
  CREATE TABLE "cameras" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"stream_url" varchar NOT NULL,
  	"poster_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"placement" "enum_promos_placement" NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"url" varchar,
  	"discount_percent" numeric,
  	"position" numeric,
  	"order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"valid_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_leads_type" DEFAULT 'consultation' NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"comment" varchar,
  	"property_id" integer,
  	"client_id" varchar,
  	"page_url" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_content" varchar,
  	"utm_term" varchar,
  	"form_fields" jsonb,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"agree_advertising_mailings" boolean DEFAULT true,
  	"request_type" varchar DEFAULT 'subscribe',
  	"page_url" varchar,
  	"delivery_status" "enum_subscribers_delivery_status" DEFAULT 'pending',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visitor_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"list" "enum_visitor_items_list" NOT NULL,
  	"property_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorite_collections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorite_collections_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  CREATE TABLE "seo_records_meta_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"content" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "seo_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar,
  	"status_code" "enum_redirects_status_code" DEFAULT '301' NOT NULL,
  	"app_middleware" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"kind" "enum_media_kind",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"layouts_id" integer,
  	"buildings_id" integer,
  	"sections_id" integer,
  	"mortgage_programs_id" integer,
  	"banks_id" integer,
  	"progress_cards_id" integer,
  	"cameras_id" integer,
  	"promos_id" integer,
  	"leads_id" integer,
  	"subscribers_id" integer,
  	"visitor_items_id" integer,
  	"favorite_collections_id" integer,
  	"seo_records_id" integer,
  	"redirects_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "main_page_screens" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"image_id" integer NOT NULL,
  	"button_text" varchar,
  	"button_url" varchar
  );
  
  CREATE TABLE "main_page_developer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "main_page_developer_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar
  );
  
  CREATE TABLE "main_page_story_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "main_page_layout_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "main_page_layouts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"rooms" numeric,
  	"area_from" numeric,
  	"price_from" numeric,
  	"url" varchar
  );
  
  CREATE TABLE "main_page_advantage_first_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar
  );
  
  CREATE TABLE "main_page_feature_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "main_page_video_heroes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"quote" varchar,
  	"video_url" varchar,
  	"poster_id" integer
  );
  
  CREATE TABLE "main_page_advantage_second_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar
  );
  
  CREATE TABLE "main_page_gallery_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "main_page_gallery_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "main_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"developer_title" varchar,
  	"developer_description" varchar,
  	"developer_image_id" integer,
  	"story_title" varchar,
  	"story_description" varchar,
  	"story_image_id" integer,
  	"layout_block_title" varchar,
  	"layout_block_description" varchar,
  	"layout_block_image_id" integer,
  	"layout_block_button_text" varchar,
  	"layout_block_button_url" varchar,
  	"advantage_first_title" varchar,
  	"advantage_first_subtitle" varchar,
  	"advantage_first_subtitle_tablet" varchar,
  	"advantage_first_subtitle_mobile" varchar,
  	"advantage_first_help_text" varchar,
  	"advantage_first_text_button" varchar,
  	"advantage_first_project_url" varchar,
  	"feature_title" varchar,
  	"feature_description" varchar,
  	"feature_image_id" integer,
  	"video_title" varchar,
  	"video_description" varchar,
  	"video_history_title" varchar,
  	"video_history_video_url" varchar,
  	"video_history_poster_id" integer,
  	"video_avatar_id" integer,
  	"advantage_second_title" varchar,
  	"advantage_second_subtitle" varchar,
  	"advantage_second_subtitle_tablet" varchar,
  	"advantage_second_subtitle_mobile" varchar,
  	"advantage_second_help_text" varchar,
  	"advantage_second_text_button" varchar,
  	"advantage_second_project_url" varchar,
  	"gallery_title" varchar,
  	"gallery_description" varchar,
  	"gallery_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "location_page_map_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category" varchar,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"minutes" numeric
  );
  
  CREATE TABLE "location_page_points_attraction_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "location_page_school_kindergarten_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "location_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"map_center_lat" numeric,
  	"map_center_lng" numeric,
  	"map_zoom" numeric DEFAULT 14,
  	"district_panorama_title" varchar,
  	"district_panorama_image_id" integer,
  	"points_attraction_title" varchar,
  	"points_attraction_description" varchar,
  	"points_attraction_image_id" integer,
  	"school_kindergarten_title" varchar,
  	"school_kindergarten_description" varchar,
  	"school_kindergarten_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "yards_page_slider_main_screen_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "yards_page_communication_area_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "yards_page_advantage_block_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar
  );
  
  CREATE TABLE "yards_page_park_features_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "yards_page_settle_down_nearby_block_first_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "yards_page_settle_down_nearby_block_second_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "yards_page_gallery_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "yards_page_sport_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "yards_page_herbarium_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "yards_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"communication_area_block_title" varchar,
  	"communication_area_block_description" varchar,
  	"communication_area_block_image_id" integer,
  	"advantage_block_title" varchar,
  	"advantage_block_subtitle" varchar,
  	"advantage_block_subtitle_tablet" varchar,
  	"advantage_block_subtitle_mobile" varchar,
  	"advantage_block_help_text" varchar,
  	"advantage_block_text_button" varchar,
  	"advantage_block_project_url" varchar,
  	"park_features_block_title" varchar,
  	"park_features_block_description" varchar,
  	"park_features_block_image_id" integer,
  	"settle_down_nearby_block_first_title" varchar,
  	"settle_down_nearby_block_first_description" varchar,
  	"settle_down_nearby_block_first_image_id" integer,
  	"settle_down_nearby_block_second_title" varchar,
  	"settle_down_nearby_block_second_description" varchar,
  	"settle_down_nearby_block_second_image_id" integer,
  	"sport_block_title" varchar,
  	"sport_block_description" varchar,
  	"sport_block_image_id" integer,
  	"herbarium_block_title" varchar,
  	"herbarium_block_description" varchar,
  	"herbarium_block_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "sunrise_page_main_screen_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sunrise_page_advantages_windows_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sunrise_page_sunrises_layout_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sunrise_page_features_corner_glazing_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sunrise_page_advantage_block_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"value" varchar
  );
  
  CREATE TABLE "sunrise_page_corner_glazing_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sunrise_page_about_windows_block_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "sunrise_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"main_screen_title" varchar,
  	"main_screen_description" varchar,
  	"main_screen_image_id" integer,
  	"advantages_windows_block_title" varchar,
  	"advantages_windows_block_description" varchar,
  	"advantages_windows_block_image_id" integer,
  	"sunrises_layout_block_title" varchar,
  	"sunrises_layout_block_description" varchar,
  	"sunrises_layout_block_image_id" integer,
  	"sunrises_layout_block_button_link_text" varchar,
  	"sunrises_layout_block_button_link_url" varchar,
  	"features_corner_glazing_block_title" varchar,
  	"features_corner_glazing_block_description" varchar,
  	"features_corner_glazing_block_image_id" integer,
  	"advantage_block_title" varchar,
  	"advantage_block_subtitle" varchar,
  	"advantage_block_subtitle_tablet" varchar,
  	"advantage_block_subtitle_mobile" varchar,
  	"advantage_block_help_text" varchar,
  	"advantage_block_text_button" varchar,
  	"advantage_block_project_url" varchar,
  	"corner_glazing_block_title" varchar,
  	"corner_glazing_block_description" varchar,
  	"corner_glazing_block_image_id" integer,
  	"about_windows_block_title" varchar,
  	"about_windows_block_description" varchar,
  	"about_windows_block_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "mortgage_page_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "mortgage_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "progress_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"panorama_card_title" varchar,
  	"panorama_card_text" varchar,
  	"panorama_card_image_id" integer,
  	"panorama_card_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_name" varchar DEFAULT 'ЖК «Новая Заря»' NOT NULL,
  	"developer_name" varchar,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"address" varchar,
  	"working_hours" varchar,
  	"holidays_is_enabled" boolean DEFAULT false,
  	"holidays_title" varchar,
  	"holidays_text" varchar,
  	"old_site_url" varchar,
  	"booking_url" varchar,
  	"metrika_counter_id" varchar,
  	"call_tracking_is_enabled" boolean DEFAULT false,
  	"call_tracking_script_url" varchar,
  	"call_tracking_phone_class" varchar,
  	"legal_text" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "navigation_main" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category" varchar,
  	"path" varchar NOT NULL,
  	"hash" varchar,
  	"parent" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category" varchar,
  	"path" varchar NOT NULL,
  	"hash" varchar,
  	"parent" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "request_block" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"button_text" varchar,
  	"consent_text" varchar,
  	"success_title" varchar,
  	"success_text" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties_features" ADD CONSTRAINT "properties_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."layouts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_plan_id_media_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "layouts_gallery" ADD CONSTRAINT "layouts_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "layouts_gallery" ADD CONSTRAINT "layouts_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."layouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "layouts_layout_features" ADD CONSTRAINT "layouts_layout_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."layouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "layouts_default_features" ADD CONSTRAINT "layouts_default_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."layouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "layouts" ADD CONSTRAINT "layouts_plan_id_media_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "layouts" ADD CONSTRAINT "layouts_floor_position_id_media_id_fk" FOREIGN KEY ("floor_position_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections" ADD CONSTRAINT "sections_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mortgage_programs" ADD CONSTRAINT "mortgage_programs_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "progress_cards_photos" ADD CONSTRAINT "progress_cards_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "progress_cards_photos" ADD CONSTRAINT "progress_cards_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."progress_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "progress_cards_rels" ADD CONSTRAINT "progress_cards_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."progress_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "progress_cards_rels" ADD CONSTRAINT "progress_cards_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cameras" ADD CONSTRAINT "cameras_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promos" ADD CONSTRAINT "promos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visitor_items" ADD CONSTRAINT "visitor_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorite_collections_rels" ADD CONSTRAINT "favorite_collections_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."favorite_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorite_collections_rels" ADD CONSTRAINT "favorite_collections_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seo_records_meta_tags" ADD CONSTRAINT "seo_records_meta_tags_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seo_records_meta_tags" ADD CONSTRAINT "seo_records_meta_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seo_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_layouts_fk" FOREIGN KEY ("layouts_id") REFERENCES "public"."layouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sections_fk" FOREIGN KEY ("sections_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mortgage_programs_fk" FOREIGN KEY ("mortgage_programs_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banks_fk" FOREIGN KEY ("banks_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_progress_cards_fk" FOREIGN KEY ("progress_cards_id") REFERENCES "public"."progress_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cameras_fk" FOREIGN KEY ("cameras_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promos_fk" FOREIGN KEY ("promos_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visitor_items_fk" FOREIGN KEY ("visitor_items_id") REFERENCES "public"."visitor_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorite_collections_fk" FOREIGN KEY ("favorite_collections_id") REFERENCES "public"."favorite_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_records_fk" FOREIGN KEY ("seo_records_id") REFERENCES "public"."seo_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_screens" ADD CONSTRAINT "main_page_screens_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_screens" ADD CONSTRAINT "main_page_screens_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_developer_items" ADD CONSTRAINT "main_page_developer_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_developer_items" ADD CONSTRAINT "main_page_developer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_developer_stats" ADD CONSTRAINT "main_page_developer_stats_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_developer_stats" ADD CONSTRAINT "main_page_developer_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_story_items" ADD CONSTRAINT "main_page_story_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_story_items" ADD CONSTRAINT "main_page_story_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_layout_block_items" ADD CONSTRAINT "main_page_layout_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_layout_block_items" ADD CONSTRAINT "main_page_layout_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_layouts" ADD CONSTRAINT "main_page_layouts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_layouts" ADD CONSTRAINT "main_page_layouts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_advantage_first_advantages" ADD CONSTRAINT "main_page_advantage_first_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_advantage_first_advantages" ADD CONSTRAINT "main_page_advantage_first_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_feature_items" ADD CONSTRAINT "main_page_feature_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_feature_items" ADD CONSTRAINT "main_page_feature_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_video_heroes" ADD CONSTRAINT "main_page_video_heroes_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_video_heroes" ADD CONSTRAINT "main_page_video_heroes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_advantage_second_advantages" ADD CONSTRAINT "main_page_advantage_second_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_advantage_second_advantages" ADD CONSTRAINT "main_page_advantage_second_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_gallery_slides" ADD CONSTRAINT "main_page_gallery_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_gallery_slides" ADD CONSTRAINT "main_page_gallery_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page_gallery_items" ADD CONSTRAINT "main_page_gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page_gallery_items" ADD CONSTRAINT "main_page_gallery_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."main_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_developer_image_id_media_id_fk" FOREIGN KEY ("developer_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_story_image_id_media_id_fk" FOREIGN KEY ("story_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_layout_block_image_id_media_id_fk" FOREIGN KEY ("layout_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_feature_image_id_media_id_fk" FOREIGN KEY ("feature_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_video_history_poster_id_media_id_fk" FOREIGN KEY ("video_history_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_video_avatar_id_media_id_fk" FOREIGN KEY ("video_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "main_page" ADD CONSTRAINT "main_page_gallery_image_id_media_id_fk" FOREIGN KEY ("gallery_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_page_map_points" ADD CONSTRAINT "location_page_map_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."location_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "location_page_points_attraction_items" ADD CONSTRAINT "location_page_points_attraction_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_page_points_attraction_items" ADD CONSTRAINT "location_page_points_attraction_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."location_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "location_page_school_kindergarten_items" ADD CONSTRAINT "location_page_school_kindergarten_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_page_school_kindergarten_items" ADD CONSTRAINT "location_page_school_kindergarten_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."location_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "location_page" ADD CONSTRAINT "location_page_district_panorama_image_id_media_id_fk" FOREIGN KEY ("district_panorama_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_page" ADD CONSTRAINT "location_page_points_attraction_image_id_media_id_fk" FOREIGN KEY ("points_attraction_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_page" ADD CONSTRAINT "location_page_school_kindergarten_image_id_media_id_fk" FOREIGN KEY ("school_kindergarten_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_slider_main_screen_items" ADD CONSTRAINT "yards_page_slider_main_screen_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_slider_main_screen_items" ADD CONSTRAINT "yards_page_slider_main_screen_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_communication_area_block_items" ADD CONSTRAINT "yards_page_communication_area_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_communication_area_block_items" ADD CONSTRAINT "yards_page_communication_area_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_advantage_block_advantages" ADD CONSTRAINT "yards_page_advantage_block_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_advantage_block_advantages" ADD CONSTRAINT "yards_page_advantage_block_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_park_features_block_items" ADD CONSTRAINT "yards_page_park_features_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_park_features_block_items" ADD CONSTRAINT "yards_page_park_features_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_settle_down_nearby_block_first_items" ADD CONSTRAINT "yards_page_settle_down_nearby_block_first_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_settle_down_nearby_block_first_items" ADD CONSTRAINT "yards_page_settle_down_nearby_block_first_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_settle_down_nearby_block_second_items" ADD CONSTRAINT "yards_page_settle_down_nearby_block_second_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_settle_down_nearby_block_second_items" ADD CONSTRAINT "yards_page_settle_down_nearby_block_second_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_gallery_slides" ADD CONSTRAINT "yards_page_gallery_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_gallery_slides" ADD CONSTRAINT "yards_page_gallery_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_sport_block_items" ADD CONSTRAINT "yards_page_sport_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_sport_block_items" ADD CONSTRAINT "yards_page_sport_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page_herbarium_block_items" ADD CONSTRAINT "yards_page_herbarium_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page_herbarium_block_items" ADD CONSTRAINT "yards_page_herbarium_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."yards_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "yards_page" ADD CONSTRAINT "yards_page_communication_area_block_image_id_media_id_fk" FOREIGN KEY ("communication_area_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page" ADD CONSTRAINT "yards_page_park_features_block_image_id_media_id_fk" FOREIGN KEY ("park_features_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page" ADD CONSTRAINT "yards_page_settle_down_nearby_block_first_image_id_media_id_fk" FOREIGN KEY ("settle_down_nearby_block_first_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page" ADD CONSTRAINT "yards_page_settle_down_nearby_block_second_image_id_media_id_fk" FOREIGN KEY ("settle_down_nearby_block_second_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page" ADD CONSTRAINT "yards_page_sport_block_image_id_media_id_fk" FOREIGN KEY ("sport_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yards_page" ADD CONSTRAINT "yards_page_herbarium_block_image_id_media_id_fk" FOREIGN KEY ("herbarium_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_main_screen_items" ADD CONSTRAINT "sunrise_page_main_screen_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_main_screen_items" ADD CONSTRAINT "sunrise_page_main_screen_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sunrise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sunrise_page_advantages_windows_block_items" ADD CONSTRAINT "sunrise_page_advantages_windows_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_advantages_windows_block_items" ADD CONSTRAINT "sunrise_page_advantages_windows_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sunrise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sunrise_page_sunrises_layout_block_items" ADD CONSTRAINT "sunrise_page_sunrises_layout_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_sunrises_layout_block_items" ADD CONSTRAINT "sunrise_page_sunrises_layout_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sunrise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sunrise_page_features_corner_glazing_block_items" ADD CONSTRAINT "sunrise_page_features_corner_glazing_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_features_corner_glazing_block_items" ADD CONSTRAINT "sunrise_page_features_corner_glazing_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sunrise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sunrise_page_advantage_block_advantages" ADD CONSTRAINT "sunrise_page_advantage_block_advantages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_advantage_block_advantages" ADD CONSTRAINT "sunrise_page_advantage_block_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sunrise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sunrise_page_corner_glazing_block_items" ADD CONSTRAINT "sunrise_page_corner_glazing_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_corner_glazing_block_items" ADD CONSTRAINT "sunrise_page_corner_glazing_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sunrise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sunrise_page_about_windows_block_items" ADD CONSTRAINT "sunrise_page_about_windows_block_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page_about_windows_block_items" ADD CONSTRAINT "sunrise_page_about_windows_block_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sunrise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sunrise_page" ADD CONSTRAINT "sunrise_page_main_screen_image_id_media_id_fk" FOREIGN KEY ("main_screen_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page" ADD CONSTRAINT "sunrise_page_advantages_windows_block_image_id_media_id_fk" FOREIGN KEY ("advantages_windows_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page" ADD CONSTRAINT "sunrise_page_sunrises_layout_block_image_id_media_id_fk" FOREIGN KEY ("sunrises_layout_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page" ADD CONSTRAINT "sunrise_page_features_corner_glazing_block_image_id_media_id_fk" FOREIGN KEY ("features_corner_glazing_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page" ADD CONSTRAINT "sunrise_page_corner_glazing_block_image_id_media_id_fk" FOREIGN KEY ("corner_glazing_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sunrise_page" ADD CONSTRAINT "sunrise_page_about_windows_block_image_id_media_id_fk" FOREIGN KEY ("about_windows_block_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mortgage_page_faqs" ADD CONSTRAINT "mortgage_page_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mortgage_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "progress_page" ADD CONSTRAINT "progress_page_panorama_card_image_id_media_id_fk" FOREIGN KEY ("panorama_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_main" ADD CONSTRAINT "navigation_main_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_info" ADD CONSTRAINT "navigation_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "request_block" ADD CONSTRAINT "request_block_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_features_order_idx" ON "properties_features" USING btree ("order");
  CREATE INDEX "properties_features_parent_idx" ON "properties_features" USING btree ("parent_id");
  CREATE UNIQUE INDEX "properties_ref_id_idx" ON "properties" USING btree ("ref_id");
  CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type");
  CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");
  CREATE INDEX "properties_building_idx" ON "properties" USING btree ("building_id");
  CREATE INDEX "properties_section_idx" ON "properties" USING btree ("section_id");
  CREATE INDEX "properties_layout_idx" ON "properties" USING btree ("layout_id");
  CREATE INDEX "properties_plan_idx" ON "properties" USING btree ("plan_id");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "type_status_rooms_price_area_floor_building_idx" ON "properties" USING btree ("type","status","rooms","price","area","floor","building_id");
  CREATE INDEX "layouts_gallery_order_idx" ON "layouts_gallery" USING btree ("_order");
  CREATE INDEX "layouts_gallery_parent_id_idx" ON "layouts_gallery" USING btree ("_parent_id");
  CREATE INDEX "layouts_gallery_image_idx" ON "layouts_gallery" USING btree ("image_id");
  CREATE INDEX "layouts_layout_features_order_idx" ON "layouts_layout_features" USING btree ("_order");
  CREATE INDEX "layouts_layout_features_parent_id_idx" ON "layouts_layout_features" USING btree ("_parent_id");
  CREATE INDEX "layouts_default_features_order_idx" ON "layouts_default_features" USING btree ("_order");
  CREATE INDEX "layouts_default_features_parent_id_idx" ON "layouts_default_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "layouts_code_idx" ON "layouts" USING btree ("code");
  CREATE INDEX "layouts_plan_idx" ON "layouts" USING btree ("plan_id");
  CREATE INDEX "layouts_floor_position_idx" ON "layouts" USING btree ("floor_position_id");
  CREATE INDEX "layouts_updated_at_idx" ON "layouts" USING btree ("updated_at");
  CREATE INDEX "layouts_created_at_idx" ON "layouts" USING btree ("created_at");
  CREATE UNIQUE INDEX "buildings_number_idx" ON "buildings" USING btree ("number");
  CREATE INDEX "buildings_updated_at_idx" ON "buildings" USING btree ("updated_at");
  CREATE INDEX "buildings_created_at_idx" ON "buildings" USING btree ("created_at");
  CREATE INDEX "sections_building_idx" ON "sections" USING btree ("building_id");
  CREATE INDEX "sections_updated_at_idx" ON "sections" USING btree ("updated_at");
  CREATE INDEX "sections_created_at_idx" ON "sections" USING btree ("created_at");
  CREATE INDEX "mortgage_programs_bank_idx" ON "mortgage_programs" USING btree ("bank_id");
  CREATE INDEX "mortgage_programs_category_idx" ON "mortgage_programs" USING btree ("category");
  CREATE INDEX "mortgage_programs_updated_at_idx" ON "mortgage_programs" USING btree ("updated_at");
  CREATE INDEX "mortgage_programs_created_at_idx" ON "mortgage_programs" USING btree ("created_at");
  CREATE UNIQUE INDEX "banks_name_idx" ON "banks" USING btree ("name");
  CREATE INDEX "banks_updated_at_idx" ON "banks" USING btree ("updated_at");
  CREATE INDEX "banks_created_at_idx" ON "banks" USING btree ("created_at");
  CREATE INDEX "progress_cards_photos_order_idx" ON "progress_cards_photos" USING btree ("_order");
  CREATE INDEX "progress_cards_photos_parent_id_idx" ON "progress_cards_photos" USING btree ("_parent_id");
  CREATE INDEX "progress_cards_photos_image_idx" ON "progress_cards_photos" USING btree ("image_id");
  CREATE INDEX "progress_cards_date_idx" ON "progress_cards" USING btree ("date");
  CREATE INDEX "progress_cards_year_idx" ON "progress_cards" USING btree ("year");
  CREATE INDEX "progress_cards_updated_at_idx" ON "progress_cards" USING btree ("updated_at");
  CREATE INDEX "progress_cards_created_at_idx" ON "progress_cards" USING btree ("created_at");
  CREATE INDEX "progress_cards_rels_order_idx" ON "progress_cards_rels" USING btree ("order");
  CREATE INDEX "progress_cards_rels_parent_idx" ON "progress_cards_rels" USING btree ("parent_id");
  CREATE INDEX "progress_cards_rels_path_idx" ON "progress_cards_rels" USING btree ("path");
  CREATE INDEX "progress_cards_rels_buildings_id_idx" ON "progress_cards_rels" USING btree ("buildings_id");
  CREATE INDEX "cameras_poster_idx" ON "cameras" USING btree ("poster_id");
  CREATE INDEX "cameras_updated_at_idx" ON "cameras" USING btree ("updated_at");
  CREATE INDEX "cameras_created_at_idx" ON "cameras" USING btree ("created_at");
  CREATE INDEX "promos_placement_idx" ON "promos" USING btree ("placement");
  CREATE INDEX "promos_image_idx" ON "promos" USING btree ("image_id");
  CREATE INDEX "promos_updated_at_idx" ON "promos" USING btree ("updated_at");
  CREATE INDEX "promos_created_at_idx" ON "promos" USING btree ("created_at");
  CREATE INDEX "leads_type_idx" ON "leads" USING btree ("type");
  CREATE INDEX "leads_property_idx" ON "leads" USING btree ("property_id");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "visitor_items_visitor_id_idx" ON "visitor_items" USING btree ("visitor_id");
  CREATE INDEX "visitor_items_property_idx" ON "visitor_items" USING btree ("property_id");
  CREATE INDEX "visitor_items_updated_at_idx" ON "visitor_items" USING btree ("updated_at");
  CREATE INDEX "visitor_items_created_at_idx" ON "visitor_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "visitor_id_list_property_idx" ON "visitor_items" USING btree ("visitor_id","list","property_id");
  CREATE UNIQUE INDEX "favorite_collections_key_idx" ON "favorite_collections" USING btree ("key");
  CREATE INDEX "favorite_collections_visitor_id_idx" ON "favorite_collections" USING btree ("visitor_id");
  CREATE INDEX "favorite_collections_updated_at_idx" ON "favorite_collections" USING btree ("updated_at");
  CREATE INDEX "favorite_collections_created_at_idx" ON "favorite_collections" USING btree ("created_at");
  CREATE INDEX "favorite_collections_rels_order_idx" ON "favorite_collections_rels" USING btree ("order");
  CREATE INDEX "favorite_collections_rels_parent_idx" ON "favorite_collections_rels" USING btree ("parent_id");
  CREATE INDEX "favorite_collections_rels_path_idx" ON "favorite_collections_rels" USING btree ("path");
  CREATE INDEX "favorite_collections_rels_properties_id_idx" ON "favorite_collections_rels" USING btree ("properties_id");
  CREATE INDEX "seo_records_meta_tags_order_idx" ON "seo_records_meta_tags" USING btree ("_order");
  CREATE INDEX "seo_records_meta_tags_parent_id_idx" ON "seo_records_meta_tags" USING btree ("_parent_id");
  CREATE INDEX "seo_records_meta_tags_image_idx" ON "seo_records_meta_tags" USING btree ("image_id");
  CREATE UNIQUE INDEX "seo_records_slug_idx" ON "seo_records" USING btree ("slug");
  CREATE INDEX "seo_records_updated_at_idx" ON "seo_records" USING btree ("updated_at");
  CREATE INDEX "seo_records_created_at_idx" ON "seo_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "media_kind_idx" ON "media" USING btree ("kind");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_layouts_id_idx" ON "payload_locked_documents_rels" USING btree ("layouts_id");
  CREATE INDEX "payload_locked_documents_rels_buildings_id_idx" ON "payload_locked_documents_rels" USING btree ("buildings_id");
  CREATE INDEX "payload_locked_documents_rels_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("sections_id");
  CREATE INDEX "payload_locked_documents_rels_mortgage_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("mortgage_programs_id");
  CREATE INDEX "payload_locked_documents_rels_banks_id_idx" ON "payload_locked_documents_rels" USING btree ("banks_id");
  CREATE INDEX "payload_locked_documents_rels_progress_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("progress_cards_id");
  CREATE INDEX "payload_locked_documents_rels_cameras_id_idx" ON "payload_locked_documents_rels" USING btree ("cameras_id");
  CREATE INDEX "payload_locked_documents_rels_promos_id_idx" ON "payload_locked_documents_rels" USING btree ("promos_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_visitor_items_id_idx" ON "payload_locked_documents_rels" USING btree ("visitor_items_id");
  CREATE INDEX "payload_locked_documents_rels_favorite_collections_id_idx" ON "payload_locked_documents_rels" USING btree ("favorite_collections_id");
  CREATE INDEX "payload_locked_documents_rels_seo_records_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_records_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "main_page_screens_order_idx" ON "main_page_screens" USING btree ("_order");
  CREATE INDEX "main_page_screens_parent_id_idx" ON "main_page_screens" USING btree ("_parent_id");
  CREATE INDEX "main_page_screens_image_idx" ON "main_page_screens" USING btree ("image_id");
  CREATE INDEX "main_page_developer_items_order_idx" ON "main_page_developer_items" USING btree ("_order");
  CREATE INDEX "main_page_developer_items_parent_id_idx" ON "main_page_developer_items" USING btree ("_parent_id");
  CREATE INDEX "main_page_developer_items_image_idx" ON "main_page_developer_items" USING btree ("image_id");
  CREATE INDEX "main_page_developer_stats_order_idx" ON "main_page_developer_stats" USING btree ("_order");
  CREATE INDEX "main_page_developer_stats_parent_id_idx" ON "main_page_developer_stats" USING btree ("_parent_id");
  CREATE INDEX "main_page_developer_stats_image_idx" ON "main_page_developer_stats" USING btree ("image_id");
  CREATE INDEX "main_page_story_items_order_idx" ON "main_page_story_items" USING btree ("_order");
  CREATE INDEX "main_page_story_items_parent_id_idx" ON "main_page_story_items" USING btree ("_parent_id");
  CREATE INDEX "main_page_story_items_image_idx" ON "main_page_story_items" USING btree ("image_id");
  CREATE INDEX "main_page_layout_block_items_order_idx" ON "main_page_layout_block_items" USING btree ("_order");
  CREATE INDEX "main_page_layout_block_items_parent_id_idx" ON "main_page_layout_block_items" USING btree ("_parent_id");
  CREATE INDEX "main_page_layout_block_items_image_idx" ON "main_page_layout_block_items" USING btree ("image_id");
  CREATE INDEX "main_page_layouts_order_idx" ON "main_page_layouts" USING btree ("_order");
  CREATE INDEX "main_page_layouts_parent_id_idx" ON "main_page_layouts" USING btree ("_parent_id");
  CREATE INDEX "main_page_layouts_image_idx" ON "main_page_layouts" USING btree ("image_id");
  CREATE INDEX "main_page_advantage_first_advantages_order_idx" ON "main_page_advantage_first_advantages" USING btree ("_order");
  CREATE INDEX "main_page_advantage_first_advantages_parent_id_idx" ON "main_page_advantage_first_advantages" USING btree ("_parent_id");
  CREATE INDEX "main_page_advantage_first_advantages_image_idx" ON "main_page_advantage_first_advantages" USING btree ("image_id");
  CREATE INDEX "main_page_feature_items_order_idx" ON "main_page_feature_items" USING btree ("_order");
  CREATE INDEX "main_page_feature_items_parent_id_idx" ON "main_page_feature_items" USING btree ("_parent_id");
  CREATE INDEX "main_page_feature_items_image_idx" ON "main_page_feature_items" USING btree ("image_id");
  CREATE INDEX "main_page_video_heroes_order_idx" ON "main_page_video_heroes" USING btree ("_order");
  CREATE INDEX "main_page_video_heroes_parent_id_idx" ON "main_page_video_heroes" USING btree ("_parent_id");
  CREATE INDEX "main_page_video_heroes_poster_idx" ON "main_page_video_heroes" USING btree ("poster_id");
  CREATE INDEX "main_page_advantage_second_advantages_order_idx" ON "main_page_advantage_second_advantages" USING btree ("_order");
  CREATE INDEX "main_page_advantage_second_advantages_parent_id_idx" ON "main_page_advantage_second_advantages" USING btree ("_parent_id");
  CREATE INDEX "main_page_advantage_second_advantages_image_idx" ON "main_page_advantage_second_advantages" USING btree ("image_id");
  CREATE INDEX "main_page_gallery_slides_order_idx" ON "main_page_gallery_slides" USING btree ("_order");
  CREATE INDEX "main_page_gallery_slides_parent_id_idx" ON "main_page_gallery_slides" USING btree ("_parent_id");
  CREATE INDEX "main_page_gallery_slides_image_idx" ON "main_page_gallery_slides" USING btree ("image_id");
  CREATE INDEX "main_page_gallery_items_order_idx" ON "main_page_gallery_items" USING btree ("_order");
  CREATE INDEX "main_page_gallery_items_parent_id_idx" ON "main_page_gallery_items" USING btree ("_parent_id");
  CREATE INDEX "main_page_gallery_items_image_idx" ON "main_page_gallery_items" USING btree ("image_id");
  CREATE INDEX "main_page_developer_developer_image_idx" ON "main_page" USING btree ("developer_image_id");
  CREATE INDEX "main_page_story_story_image_idx" ON "main_page" USING btree ("story_image_id");
  CREATE INDEX "main_page_layout_block_layout_block_image_idx" ON "main_page" USING btree ("layout_block_image_id");
  CREATE INDEX "main_page_feature_feature_image_idx" ON "main_page" USING btree ("feature_image_id");
  CREATE INDEX "main_page_video_history_video_history_poster_idx" ON "main_page" USING btree ("video_history_poster_id");
  CREATE INDEX "main_page_video_avatar_idx" ON "main_page" USING btree ("video_avatar_id");
  CREATE INDEX "main_page_gallery_gallery_image_idx" ON "main_page" USING btree ("gallery_image_id");
  CREATE INDEX "location_page_map_points_order_idx" ON "location_page_map_points" USING btree ("_order");
  CREATE INDEX "location_page_map_points_parent_id_idx" ON "location_page_map_points" USING btree ("_parent_id");
  CREATE INDEX "location_page_points_attraction_items_order_idx" ON "location_page_points_attraction_items" USING btree ("_order");
  CREATE INDEX "location_page_points_attraction_items_parent_id_idx" ON "location_page_points_attraction_items" USING btree ("_parent_id");
  CREATE INDEX "location_page_points_attraction_items_image_idx" ON "location_page_points_attraction_items" USING btree ("image_id");
  CREATE INDEX "location_page_school_kindergarten_items_order_idx" ON "location_page_school_kindergarten_items" USING btree ("_order");
  CREATE INDEX "location_page_school_kindergarten_items_parent_id_idx" ON "location_page_school_kindergarten_items" USING btree ("_parent_id");
  CREATE INDEX "location_page_school_kindergarten_items_image_idx" ON "location_page_school_kindergarten_items" USING btree ("image_id");
  CREATE INDEX "location_page_district_panorama_district_panorama_image_idx" ON "location_page" USING btree ("district_panorama_image_id");
  CREATE INDEX "location_page_points_attraction_points_attraction_image_idx" ON "location_page" USING btree ("points_attraction_image_id");
  CREATE INDEX "location_page_school_kindergarten_school_kindergarten_im_idx" ON "location_page" USING btree ("school_kindergarten_image_id");
  CREATE INDEX "yards_page_slider_main_screen_items_order_idx" ON "yards_page_slider_main_screen_items" USING btree ("_order");
  CREATE INDEX "yards_page_slider_main_screen_items_parent_id_idx" ON "yards_page_slider_main_screen_items" USING btree ("_parent_id");
  CREATE INDEX "yards_page_slider_main_screen_items_image_idx" ON "yards_page_slider_main_screen_items" USING btree ("image_id");
  CREATE INDEX "yards_page_communication_area_block_items_order_idx" ON "yards_page_communication_area_block_items" USING btree ("_order");
  CREATE INDEX "yards_page_communication_area_block_items_parent_id_idx" ON "yards_page_communication_area_block_items" USING btree ("_parent_id");
  CREATE INDEX "yards_page_communication_area_block_items_image_idx" ON "yards_page_communication_area_block_items" USING btree ("image_id");
  CREATE INDEX "yards_page_advantage_block_advantages_order_idx" ON "yards_page_advantage_block_advantages" USING btree ("_order");
  CREATE INDEX "yards_page_advantage_block_advantages_parent_id_idx" ON "yards_page_advantage_block_advantages" USING btree ("_parent_id");
  CREATE INDEX "yards_page_advantage_block_advantages_image_idx" ON "yards_page_advantage_block_advantages" USING btree ("image_id");
  CREATE INDEX "yards_page_park_features_block_items_order_idx" ON "yards_page_park_features_block_items" USING btree ("_order");
  CREATE INDEX "yards_page_park_features_block_items_parent_id_idx" ON "yards_page_park_features_block_items" USING btree ("_parent_id");
  CREATE INDEX "yards_page_park_features_block_items_image_idx" ON "yards_page_park_features_block_items" USING btree ("image_id");
  CREATE INDEX "yards_page_settle_down_nearby_block_first_items_order_idx" ON "yards_page_settle_down_nearby_block_first_items" USING btree ("_order");
  CREATE INDEX "yards_page_settle_down_nearby_block_first_items_parent_id_idx" ON "yards_page_settle_down_nearby_block_first_items" USING btree ("_parent_id");
  CREATE INDEX "yards_page_settle_down_nearby_block_first_items_image_idx" ON "yards_page_settle_down_nearby_block_first_items" USING btree ("image_id");
  CREATE INDEX "yards_page_settle_down_nearby_block_second_items_order_idx" ON "yards_page_settle_down_nearby_block_second_items" USING btree ("_order");
  CREATE INDEX "yards_page_settle_down_nearby_block_second_items_parent_id_idx" ON "yards_page_settle_down_nearby_block_second_items" USING btree ("_parent_id");
  CREATE INDEX "yards_page_settle_down_nearby_block_second_items_image_idx" ON "yards_page_settle_down_nearby_block_second_items" USING btree ("image_id");
  CREATE INDEX "yards_page_gallery_slides_order_idx" ON "yards_page_gallery_slides" USING btree ("_order");
  CREATE INDEX "yards_page_gallery_slides_parent_id_idx" ON "yards_page_gallery_slides" USING btree ("_parent_id");
  CREATE INDEX "yards_page_gallery_slides_image_idx" ON "yards_page_gallery_slides" USING btree ("image_id");
  CREATE INDEX "yards_page_sport_block_items_order_idx" ON "yards_page_sport_block_items" USING btree ("_order");
  CREATE INDEX "yards_page_sport_block_items_parent_id_idx" ON "yards_page_sport_block_items" USING btree ("_parent_id");
  CREATE INDEX "yards_page_sport_block_items_image_idx" ON "yards_page_sport_block_items" USING btree ("image_id");
  CREATE INDEX "yards_page_herbarium_block_items_order_idx" ON "yards_page_herbarium_block_items" USING btree ("_order");
  CREATE INDEX "yards_page_herbarium_block_items_parent_id_idx" ON "yards_page_herbarium_block_items" USING btree ("_parent_id");
  CREATE INDEX "yards_page_herbarium_block_items_image_idx" ON "yards_page_herbarium_block_items" USING btree ("image_id");
  CREATE INDEX "yards_page_communication_area_block_communication_area_b_idx" ON "yards_page" USING btree ("communication_area_block_image_id");
  CREATE INDEX "yards_page_park_features_block_park_features_block_image_idx" ON "yards_page" USING btree ("park_features_block_image_id");
  CREATE INDEX "yards_page_settle_down_nearby_block_first_settle_down_ne_idx" ON "yards_page" USING btree ("settle_down_nearby_block_first_image_id");
  CREATE INDEX "yards_page_settle_down_nearby_block_second_settle_down_n_idx" ON "yards_page" USING btree ("settle_down_nearby_block_second_image_id");
  CREATE INDEX "yards_page_sport_block_sport_block_image_idx" ON "yards_page" USING btree ("sport_block_image_id");
  CREATE INDEX "yards_page_herbarium_block_herbarium_block_image_idx" ON "yards_page" USING btree ("herbarium_block_image_id");
  CREATE INDEX "sunrise_page_main_screen_items_order_idx" ON "sunrise_page_main_screen_items" USING btree ("_order");
  CREATE INDEX "sunrise_page_main_screen_items_parent_id_idx" ON "sunrise_page_main_screen_items" USING btree ("_parent_id");
  CREATE INDEX "sunrise_page_main_screen_items_image_idx" ON "sunrise_page_main_screen_items" USING btree ("image_id");
  CREATE INDEX "sunrise_page_advantages_windows_block_items_order_idx" ON "sunrise_page_advantages_windows_block_items" USING btree ("_order");
  CREATE INDEX "sunrise_page_advantages_windows_block_items_parent_id_idx" ON "sunrise_page_advantages_windows_block_items" USING btree ("_parent_id");
  CREATE INDEX "sunrise_page_advantages_windows_block_items_image_idx" ON "sunrise_page_advantages_windows_block_items" USING btree ("image_id");
  CREATE INDEX "sunrise_page_sunrises_layout_block_items_order_idx" ON "sunrise_page_sunrises_layout_block_items" USING btree ("_order");
  CREATE INDEX "sunrise_page_sunrises_layout_block_items_parent_id_idx" ON "sunrise_page_sunrises_layout_block_items" USING btree ("_parent_id");
  CREATE INDEX "sunrise_page_sunrises_layout_block_items_image_idx" ON "sunrise_page_sunrises_layout_block_items" USING btree ("image_id");
  CREATE INDEX "sunrise_page_features_corner_glazing_block_items_order_idx" ON "sunrise_page_features_corner_glazing_block_items" USING btree ("_order");
  CREATE INDEX "sunrise_page_features_corner_glazing_block_items_parent_id_idx" ON "sunrise_page_features_corner_glazing_block_items" USING btree ("_parent_id");
  CREATE INDEX "sunrise_page_features_corner_glazing_block_items_image_idx" ON "sunrise_page_features_corner_glazing_block_items" USING btree ("image_id");
  CREATE INDEX "sunrise_page_advantage_block_advantages_order_idx" ON "sunrise_page_advantage_block_advantages" USING btree ("_order");
  CREATE INDEX "sunrise_page_advantage_block_advantages_parent_id_idx" ON "sunrise_page_advantage_block_advantages" USING btree ("_parent_id");
  CREATE INDEX "sunrise_page_advantage_block_advantages_image_idx" ON "sunrise_page_advantage_block_advantages" USING btree ("image_id");
  CREATE INDEX "sunrise_page_corner_glazing_block_items_order_idx" ON "sunrise_page_corner_glazing_block_items" USING btree ("_order");
  CREATE INDEX "sunrise_page_corner_glazing_block_items_parent_id_idx" ON "sunrise_page_corner_glazing_block_items" USING btree ("_parent_id");
  CREATE INDEX "sunrise_page_corner_glazing_block_items_image_idx" ON "sunrise_page_corner_glazing_block_items" USING btree ("image_id");
  CREATE INDEX "sunrise_page_about_windows_block_items_order_idx" ON "sunrise_page_about_windows_block_items" USING btree ("_order");
  CREATE INDEX "sunrise_page_about_windows_block_items_parent_id_idx" ON "sunrise_page_about_windows_block_items" USING btree ("_parent_id");
  CREATE INDEX "sunrise_page_about_windows_block_items_image_idx" ON "sunrise_page_about_windows_block_items" USING btree ("image_id");
  CREATE INDEX "sunrise_page_main_screen_main_screen_image_idx" ON "sunrise_page" USING btree ("main_screen_image_id");
  CREATE INDEX "sunrise_page_advantages_windows_block_advantages_windows_idx" ON "sunrise_page" USING btree ("advantages_windows_block_image_id");
  CREATE INDEX "sunrise_page_sunrises_layout_block_sunrises_layout_block_idx" ON "sunrise_page" USING btree ("sunrises_layout_block_image_id");
  CREATE INDEX "sunrise_page_features_corner_glazing_block_features_corn_idx" ON "sunrise_page" USING btree ("features_corner_glazing_block_image_id");
  CREATE INDEX "sunrise_page_corner_glazing_block_corner_glazing_block_i_idx" ON "sunrise_page" USING btree ("corner_glazing_block_image_id");
  CREATE INDEX "sunrise_page_about_windows_block_about_windows_block_ima_idx" ON "sunrise_page" USING btree ("about_windows_block_image_id");
  CREATE INDEX "mortgage_page_faqs_order_idx" ON "mortgage_page_faqs" USING btree ("_order");
  CREATE INDEX "mortgage_page_faqs_parent_id_idx" ON "mortgage_page_faqs" USING btree ("_parent_id");
  CREATE INDEX "progress_page_panorama_card_panorama_card_image_idx" ON "progress_page" USING btree ("panorama_card_image_id");
  CREATE INDEX "navigation_main_order_idx" ON "navigation_main" USING btree ("_order");
  CREATE INDEX "navigation_main_parent_id_idx" ON "navigation_main" USING btree ("_parent_id");
  CREATE INDEX "navigation_info_order_idx" ON "navigation_info" USING btree ("_order");
  CREATE INDEX "navigation_info_parent_id_idx" ON "navigation_info" USING btree ("_parent_id");
  CREATE INDEX "request_block_image_idx" ON "request_block" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_features" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "layouts_gallery" CASCADE;
  DROP TABLE "layouts_layout_features" CASCADE;
  DROP TABLE "layouts_default_features" CASCADE;
  DROP TABLE "layouts" CASCADE;
  DROP TABLE "buildings" CASCADE;
  DROP TABLE "sections" CASCADE;
  DROP TABLE "mortgage_programs" CASCADE;
  DROP TABLE "banks" CASCADE;
  DROP TABLE "progress_cards_photos" CASCADE;
  DROP TABLE "progress_cards" CASCADE;
  DROP TABLE "progress_cards_rels" CASCADE;
  DROP TABLE "cameras" CASCADE;
  DROP TABLE "promos" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "visitor_items" CASCADE;
  DROP TABLE "favorite_collections" CASCADE;
  DROP TABLE "favorite_collections_rels" CASCADE;
  DROP TABLE "seo_records_meta_tags" CASCADE;
  DROP TABLE "seo_records" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "main_page_screens" CASCADE;
  DROP TABLE "main_page_developer_items" CASCADE;
  DROP TABLE "main_page_developer_stats" CASCADE;
  DROP TABLE "main_page_story_items" CASCADE;
  DROP TABLE "main_page_layout_block_items" CASCADE;
  DROP TABLE "main_page_layouts" CASCADE;
  DROP TABLE "main_page_advantage_first_advantages" CASCADE;
  DROP TABLE "main_page_feature_items" CASCADE;
  DROP TABLE "main_page_video_heroes" CASCADE;
  DROP TABLE "main_page_advantage_second_advantages" CASCADE;
  DROP TABLE "main_page_gallery_slides" CASCADE;
  DROP TABLE "main_page_gallery_items" CASCADE;
  DROP TABLE "main_page" CASCADE;
  DROP TABLE "location_page_map_points" CASCADE;
  DROP TABLE "location_page_points_attraction_items" CASCADE;
  DROP TABLE "location_page_school_kindergarten_items" CASCADE;
  DROP TABLE "location_page" CASCADE;
  DROP TABLE "yards_page_slider_main_screen_items" CASCADE;
  DROP TABLE "yards_page_communication_area_block_items" CASCADE;
  DROP TABLE "yards_page_advantage_block_advantages" CASCADE;
  DROP TABLE "yards_page_park_features_block_items" CASCADE;
  DROP TABLE "yards_page_settle_down_nearby_block_first_items" CASCADE;
  DROP TABLE "yards_page_settle_down_nearby_block_second_items" CASCADE;
  DROP TABLE "yards_page_gallery_slides" CASCADE;
  DROP TABLE "yards_page_sport_block_items" CASCADE;
  DROP TABLE "yards_page_herbarium_block_items" CASCADE;
  DROP TABLE "yards_page" CASCADE;
  DROP TABLE "sunrise_page_main_screen_items" CASCADE;
  DROP TABLE "sunrise_page_advantages_windows_block_items" CASCADE;
  DROP TABLE "sunrise_page_sunrises_layout_block_items" CASCADE;
  DROP TABLE "sunrise_page_features_corner_glazing_block_items" CASCADE;
  DROP TABLE "sunrise_page_advantage_block_advantages" CASCADE;
  DROP TABLE "sunrise_page_corner_glazing_block_items" CASCADE;
  DROP TABLE "sunrise_page_about_windows_block_items" CASCADE;
  DROP TABLE "sunrise_page" CASCADE;
  DROP TABLE "mortgage_page_faqs" CASCADE;
  DROP TABLE "mortgage_page" CASCADE;
  DROP TABLE "progress_page" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "navigation_main" CASCADE;
  DROP TABLE "navigation_info" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "request_block" CASCADE;
  DROP TYPE "public"."enum_properties_features";
  DROP TYPE "public"."enum_properties_type";
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum_properties_finishing_kind";
  DROP TYPE "public"."enum_properties_orientation";
  DROP TYPE "public"."enum_buildings_completion_status";
  DROP TYPE "public"."enum_sections_completion_status";
  DROP TYPE "public"."enum_mortgage_programs_category";
  DROP TYPE "public"."enum_promos_placement";
  DROP TYPE "public"."enum_leads_type";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_subscribers_delivery_status";
  DROP TYPE "public"."enum_visitor_items_list";
  DROP TYPE "public"."enum_redirects_status_code";
  DROP TYPE "public"."enum_media_kind";`)
}
