qc_add_test(NAME test_profiles_dialog SOURCES ${QC_TEST_DIR}/TestProfilesDialog.cpp LIBS queuecast_ui
    LABELS gui profiles GUI TIMEOUT 180)
# Not a test: grabs the two profile dialogs in English and Chinese into a folder (argument 1) for review.
add_executable(profiles_screenshots ${QC_TEST_DIR}/ProfilesScreenshots.cpp)
target_link_libraries(profiles_screenshots PRIVATE queuecast_ui Qt6::Test)
